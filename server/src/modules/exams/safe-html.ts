/**
 * Rich text of questions and explanations (the editor's HTML), made safe on the way in. The project had no HTML
 * sanitiser (notices are plain text), so this is an allowlist written to be obviously safe rather than clever: only
 * the formatting tags below survive, always without attributes (no `href`, `src`, `style` or `on*` can pass), the
 * content of `script`/`style`/`iframe`-like tags is dropped, and every other `<`, `>` and stray `&` is escaped.
 * Images of a question come as an uploaded file, never inside the HTML.
 */
const ALLOWED = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'pre',
  'code',
  'span',
  'div',
  'table',
  'thead',
  'tbody',
  'tr',
  'td',
  'th',
]);
const VOID = new Set(['br']);
/** Tags whose content is never text a person wrote. */
const DROP_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'title',
  'xmp',
  'svg',
  'math',
]);
const ENTITY = /^&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/;

const escapeText = (text: string) => {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '<') out += '&lt;';
    else if (c === '>') out += '&gt;';
    else if (c === '"') out += '&quot;';
    else if (c === '&') out += ENTITY.test(text.slice(i, i + 40)) ? '&' : '&amp;';
    else out += c;
  }
  return out;
};

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>|<!--[\s\S]*?-->|<![^>]*>|<\?[^>]*>/g;

export function sanitiseHtml(html: string): string {
  let out = '';
  let last = 0;
  let dropping: string | null = null;
  const open: string[] = [];
  for (const m of html.matchAll(TAG)) {
    const at = m.index ?? 0;
    if (!dropping) out += escapeText(html.slice(last, at));
    last = at + m[0].length;
    const name = m[2]?.toLowerCase();
    if (!name) continue; // a comment, doctype or processing instruction
    const closing = m[1] === '/';
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_CONTENT.has(name)) {
      if (!closing && !m[0].endsWith('/>')) dropping = name;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (VOID.has(name)) {
      out += `<${name}>`;
    } else if (closing) {
      // Close only what is open, so the stored HTML is always balanced.
      const i = open.lastIndexOf(name);
      if (i >= 0) {
        for (const t of open.splice(i).reverse()) out += `</${t}>`;
      }
    } else {
      open.push(name);
      out += `<${name}>`;
    }
  }
  if (!dropping) out += escapeText(html.slice(last));
  for (const t of open.reverse()) out += `</${t}>`;
  return out.trim();
}

const NAMED: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text a person sees in (sanitised) HTML: tags removed, entities read, runs of space made one. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-fA-F]+|[a-zA-Z]+);/g, (e, name: string) => {
      if (name.startsWith('#')) {
        const n = name.startsWith('#x') ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : ' ';
      }
      return NAMED[name.toLowerCase()] ?? e;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
