import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { looksLikeHtml } from '@/lib/html-text';

/**
 * Stored HTML (a notice's description) shown with a small allow-list of formatting. The text is parsed by
 * DOMParser into an inert document (no scripts run, nothing loads) and rebuilt as React elements: only the
 * tags below survive, with no attributes except a checked link target, so no markup of the author's reaches
 * the page as HTML. Unknown elements keep their text; script-like ones are dropped whole.
 */
const KEPT: Record<string, string> = {
  p: 'p',
  div: 'div',
  br: 'br',
  hr: 'hr',
  b: 'strong',
  strong: 'strong',
  i: 'em',
  em: 'em',
  u: 'u',
  s: 's',
  mark: 'mark',
  small: 'small',
  sub: 'sub',
  sup: 'sup',
  code: 'code',
  pre: 'pre',
  blockquote: 'blockquote',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  span: 'span',
};
/** Headings inside a card or a dialog would break the page's outline: they become bold paragraphs. */
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'head',
  'title',
  'svg',
  'math',
  'img',
  'video',
  'audio',
  'picture',
  'source',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'link',
  'meta',
  'base',
]);
const SAFE_HREF = /^(https?:|mailto:)/i;
const MAX_DEPTH = 40;

function rebuild(node: Node, key: string, depth: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = depth >= MAX_DEPTH ? el.textContent : Array.from(el.childNodes, (c, i) => rebuild(c, `${key}.${i}`, depth + 1));
  if (tag === 'a') {
    const href = el.getAttribute('href')?.trim() ?? '';
    if (!SAFE_HREF.test(href)) return createElement(Fragment, { key }, children);
    return createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer nofollow' }, children);
  }
  if (HEADINGS.has(tag)) return createElement('p', { key, className: 'font-semibold text-slate-900' }, children);
  const kept = KEPT[tag];
  if (!kept) return createElement(Fragment, { key }, children);
  if (kept === 'br' || kept === 'hr') return createElement(kept, { key });
  return createElement(kept, { key }, children);
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const content = useMemo(() => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return Array.from(doc.body.childNodes, (n, i) => rebuild(n, String(i), 0));
  }, [html]);
  return (
    <div
      className={cn(
        'space-y-2 text-sm leading-relaxed break-words text-slate-700',
        '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3',
        '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_ul]:list-disc [&_ul]:pl-5',
        !looksLikeHtml(html) && 'whitespace-pre-line',
        className,
      )}
    >
      {content}
    </div>
  );
}
