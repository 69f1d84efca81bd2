import { describe, expect, it } from 'vitest';
import { QUESTION_MESSAGES as M, checkQuestion, type QuestionInput } from './question-rules.js';
import { sanitiseHtml, textOfHtml } from './safe-html.js';

const base: QuestionInput = {
  question: '<p>Which planet is closest to the Sun?</p>',
  type: 'MCQTYPE',
  options: ['Mercury', 'Venus'],
  answer: 'Mercury',
  markAwarded: 1,
  explanation: '',
  attachment: null,
};
const message = (q: Partial<QuestionInput>) => {
  const r = checkQuestion({ ...base, ...q });
  return r.ok ? null : r.message;
};

describe('question rules (002 §5 messages)', () => {
  it('accepts a good MCQ, a long answer without options and an attachment question with its PDF', () => {
    expect(message({})).toBeNull();
    expect(message({ type: 'LONGTYPE', options: [], answer: '' })).toBeNull();
    expect(message({ type: 'ATTACHMENT', question: '', options: [], answer: '', attachment: { id: 'f', kind: 'pdf' } })).toBeNull();
    expect(message({ question: '', attachment: { id: 'f', kind: 'image' } })).toBeNull();
  });
  it('refuses with the spec messages', () => {
    expect(message({ type: 'ESSAY' })).toBe('Question type is required*');
    expect(message({ question: '<p>Short</p>' })).toBe('Question  must be at least 10 characters*');
    expect(message({ question: '<p> </p>' })).toBe('Type  or upload an image to create a question.');
    expect(message({ options: ['Mercury'] })).toBe('Options are required*');
    expect(message({ options: ['Mercury', 'mercury'] })).toBe(M.unique);
    expect(message({ answer: ' ' })).toBe('Answer is required for creating a question*.');
    expect(message({ answer: 'Pluto' })).toBe('Please select one option to be the answer.');
    expect(message({ type: 'ATTACHMENT', attachment: { id: 'f', kind: 'image' } })).toBe(M.pdf);
    expect(message({ markAwarded: 0.1 })).toBe(M.mark);
  });
});

describe('safe HTML', () => {
  it('keeps formatting and drops scripts, attributes and unknown tags', () => {
    expect(sanitiseHtml('<p onclick="x()">Hi <b style="x">there</b><script>alert(1)</script></p>')).toBe('<p>Hi <b>there</b></p>');
    expect(sanitiseHtml('<img src=x onerror=alert(1)>2 < 3 & 4 &amp; <a href="javascript:x">link</a>')).toBe('2 &lt; 3 &amp; 4 &amp; link');
    expect(sanitiseHtml('<ul><li>one<li>two</ul><i>open')).toBe('<ul><li>one<li>two</li></li></ul><i>open</i>');
    expect(sanitiseHtml('<svg><script>x</script></svg>ok<!-- c -->')).toBe('ok');
  });
  it('reads the text a person sees', () => {
    expect(textOfHtml('<p>2&nbsp;&lt;&nbsp;3</p><p>&#128512;&#99999999;</p>')).toBe('2 < 3 😀');
  });
});
