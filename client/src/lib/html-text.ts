/**
 * Notice descriptions may hold HTML (001 §2: "HTML description"). Previews show it as plain text: tags go,
 * the text of script-like elements goes with them, entities are decoded, and the result is rendered as a
 * React text node (escaped), so nothing in it can run. Pure, so it is tested without a DOM.
 */
const DROPPED = /<(script|style|template|noscript|iframe|object|embed|textarea|title|head|svg|math)\b[\s\S]*?<\/\1\s*>/gi;
const BREAKS =
  /<\/?(?:br|p|div|li|ul|ol|h[1-6]|blockquote|pre|tr|td|th|table|section|article|header|footer|hr)\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const TAG = /<\/?[a-zA-Z](?:[^>"']|"[^"]*"|'[^']*')*>/g;
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  copy: '©',
  reg: '®',
  trade: '™',
  bull: '•',
  rupee: '₹',
};

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return n > 0 && n <= 0x10ffff && !(n >= 0xd800 && n <= 0xdfff) ? String.fromCodePoint(n) : whole;
    }
    return NAMED[code.toLowerCase()] ?? whole;
  });
}

/** The readable text of an HTML fragment, whitespace collapsed. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
      .replace(DROPPED, ' ')
      .replace(BREAKS, ' ')
      .replace(TAG, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** 001 §2: a notice's description cut to `max` characters in the preview (at a word when one ends close by). */
export function previewText(html: string | null | undefined, max = 200): { text: string; cut: boolean } {
  const chars = Array.from(htmlToText(html));
  if (chars.length <= max) return { text: chars.join(''), cut: false };
  let head = chars.slice(0, max).join('');
  const space = head.lastIndexOf(' ');
  if (space > max - 25) head = head.slice(0, space);
  return { text: `${head.trimEnd()}…`, cut: true };
}

/** Whether the text has markup at all (plain text keeps its line breaks when shown). */
export const looksLikeHtml = (s: string): boolean => /<[a-zA-Z!/][^>]*>/.test(s);
