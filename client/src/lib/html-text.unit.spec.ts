import { describe, expect, it } from 'vitest';
import { htmlToText, looksLikeHtml, previewText } from './html-text';

describe('htmlToText', () => {
  it('keeps the text, drops the tags and separates blocks', () => {
    expect(htmlToText('<p>School <b>closed</b></p><p>on Monday</p>')).toBe('School closed on Monday');
    expect(htmlToText('Line one<br/>line two')).toBe('Line one line two');
  });
  it('drops scripts, styles and comments with their content', () => {
    expect(htmlToText('Hi<script>alert(1)</script><style>p{}</style><!-- secret -->there')).toBe('Hi there');
    expect(htmlToText('<img src=x onerror="alert(1)">Exam')).toBe('Exam');
  });
  it('copes with ">" inside attribute values', () => {
    expect(htmlToText('<a title="a>b" href="/x">Link</a>')).toBe('Link');
  });
  it('decodes entities after removing tags, so escaped markup stays text', () => {
    expect(htmlToText('Fees &amp; dues &lt;b&gt; &#8377;500 &#x2014; &nbsp;ok')).toBe('Fees & dues <b> ₹500 — ok');
    expect(htmlToText('&bogus; &#0;')).toBe('&bogus; &#0;');
  });
  it('is empty for nothing', () => {
    expect(htmlToText(undefined)).toBe('');
    expect(htmlToText('<p> </p>')).toBe('');
  });
});

describe('previewText', () => {
  it('keeps a short text whole', () => {
    expect(previewText('<p>Short</p>')).toEqual({ text: 'Short', cut: false });
    expect(previewText('x'.repeat(200))).toEqual({ text: 'x'.repeat(200), cut: false });
  });
  it('cuts a long one to 200 characters, at a word when one ends near the limit', () => {
    const long = `${'word '.repeat(60)}`;
    const p = previewText(long);
    expect(p.cut).toBe(true);
    expect(p.text.endsWith('word…')).toBe(true);
    expect(Array.from(p.text).length).toBeLessThanOrEqual(201);
    expect(previewText('y'.repeat(250)).text).toBe(`${'y'.repeat(200)}…`);
  });
});

describe('looksLikeHtml', () => {
  it('tells markup from plain text', () => {
    expect(looksLikeHtml('<p>a</p>')).toBe(true);
    expect(looksLikeHtml('a < b and c > d')).toBe(false);
  });
});
