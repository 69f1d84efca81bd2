import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as Fontkit from 'fontkit';
import type PDFDocument from 'pdfkit';

/**
 * The fonts every PDF of the platform embeds (decision 0026): Noto Sans Devanagari (Latin, '₹' and Devanagari) as the
 * body font, and the Noto Sans font of each other Indian script the body font lacks. A string is cut into runs by
 * script and each run is set in its script's font, so a Bengali name on a Hindi-medium receipt prints as written.
 */

type Doc = InstanceType<typeof PDFDocument>;

/** The body font's names: use these with `doc.font(...)` once `useFonts(doc)` ran. */
export const FONT = 'Sans';
export const FONT_BOLD = 'Sans-Bold';

type Weight = 'Regular' | 'Bold';

interface Script {
  key: string;
  pkg: string;
  file: string;
  /** Code point ranges (inclusive) of the script's own letters. */
  ranges: [number, number][];
}

/** The body font first: it carries Latin, the rupee sign and Devanagari. */
const SCRIPTS: Script[] = [
  {
    key: '',
    pkg: 'noto-sans-devanagari',
    file: 'NotoSansDevanagari',
    ranges: [
      [0x0900, 0x097f],
      [0xa8e0, 0xa8ff],
      [0x1cd0, 0x1cff],
    ],
  },
  { key: 'bn', pkg: 'noto-sans-bengali', file: 'NotoSansBengali', ranges: [[0x0980, 0x09ff]] },
  { key: 'pa', pkg: 'noto-sans-gurmukhi', file: 'NotoSansGurmukhi', ranges: [[0x0a00, 0x0a7f]] },
  { key: 'gu', pkg: 'noto-sans-gujarati', file: 'NotoSansGujarati', ranges: [[0x0a80, 0x0aff]] },
  { key: 'or', pkg: 'noto-sans-oriya', file: 'NotoSansOriya', ranges: [[0x0b00, 0x0b7f]] },
  { key: 'ta', pkg: 'noto-sans-tamil', file: 'NotoSansTamil', ranges: [[0x0b80, 0x0bff]] },
  { key: 'te', pkg: 'noto-sans-telugu', file: 'NotoSansTelugu', ranges: [[0x0c00, 0x0c7f]] },
  { key: 'kn', pkg: 'noto-sans-kannada', file: 'NotoSansKannada', ranges: [[0x0c80, 0x0cff]] },
  { key: 'ml', pkg: 'noto-sans-malayalam', file: 'NotoSansMalayalam', ranges: [[0x0d00, 0x0d7f]] },
];

/** Marks shared by the scripts (dandas, joiners, the Vedic signs) stay in the run they are in. */
function isShared(cp: number): boolean {
  return cp === 0x0964 || cp === 0x0965 || cp === 0x200c || cp === 0x200d || cp === 0x25cc;
}

const require = createRequire(import.meta.url);
/**
 * fontkit is pdfkit's font engine; pdfkit loads its ES build when imported and its CommonJS build when required, so
 * the patch below is made on both copies.
 */
const fontkit = Fontkit;
const fontkitCopies: (typeof Fontkit)[] = [Fontkit, require('fontkit') as typeof Fontkit];
const files = new Map<string, Buffer>();

function fontFile(script: Script, weight: Weight): Buffer {
  const id = `${script.pkg}/${weight}`;
  let buf = files.get(id);
  if (!buf) {
    const dir = weight === 'Bold' ? '700Bold' : '400Regular';
    buf = readFileSync(require.resolve(`@expo-google-fonts/${script.pkg}/${dir}/${script.file}_${dir}.ttf`));
    files.set(id, buf);
  }
  return buf;
}

let bodyFont: Fontkit.Font | undefined;
function body(): Fontkit.Font {
  if (!bodyFont) {
    patchNullAnchors();
    bodyFont = fontkit.create(fontFile(SCRIPTS[0]!, 'Regular'));
  }
  return bodyFont;
}

interface AnchorProcessor {
  applyAnchor(markRecord: { markAnchor: unknown }, baseAnchor: unknown, baseGlyphIndex: number): void;
}

/**
 * fontkit 2.0.4 throws on a mark-to-base (or mark-to-mark) record whose anchor is NULL, which the Noto Telugu and
 * Gurmukhi fonts have (e.g. "శ్రీనివాస్", "ਸਿੰਘ"). A NULL anchor means "this mark does not attach to this base"
 * (OpenType spec; HarfBuzz skips it), so the patched positioner leaves such a mark where it is.
 */
let patched = false;
function patchNullAnchors(): void {
  if (patched) return;
  patched = true;
  for (const copy of new Set(fontkitCopies)) {
    const probe = copy.create(fontFile(SCRIPTS.find((x) => x.key === 'te')!, 'Regular')) as unknown as {
      _layoutEngine: { engine?: { GPOSProcessor?: object } };
    };
    const gpos = probe._layoutEngine.engine?.GPOSProcessor;
    if (!gpos) continue;
    const proto = Object.getPrototypeOf(gpos) as AnchorProcessor;
    const apply = proto.applyAnchor;
    proto.applyAnchor = function (this: AnchorProcessor, markRecord, baseAnchor, baseGlyphIndex) {
      if (!baseAnchor || !markRecord?.markAnchor) return;
      apply.call(this, markRecord, baseAnchor, baseGlyphIndex);
    };
  }
}

function scriptOf(cp: number): Script | undefined {
  for (const s of SCRIPTS) for (const [lo, hi] of s.ranges) if (cp >= lo && cp <= hi) return s;
  return undefined;
}

/** The registered name of a script's font in a weight. */
function fontName(script: Script, bold: boolean): string {
  const base = bold ? FONT_BOLD : FONT;
  return script.key ? `${base}-${script.key}` : base;
}

/**
 * Text the embedded fonts can print: characters none of them has (emoji, CJK, …) become '?', so nothing prints as an
 * empty box. Indian scripts, Latin and '₹' are kept as written.
 */
export function printable(s: string | undefined): string {
  let out = '';
  for (const ch of s ?? '') {
    const cp = ch.codePointAt(0)!;
    if (ch === '\n' || scriptOf(cp) || isShared(cp) || body().hasGlyphForCodePoint(cp)) out += ch;
    else if (cp >= 0xfe00 && cp <= 0xfe0f)
      continue; // variation selectors
    else out += '?';
  }
  return out;
}

/** Cuts a string into runs of one script each: spaces and shared marks join the run they follow, Latin, digits
 * and punctuation go to the body font (which also sets Devanagari). */
export function scriptRuns(s: string): { key: string; text: string }[] {
  const runs: { key: string; text: string }[] = [];
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    const last = runs[runs.length - 1];
    const key = scriptOf(cp)?.key ?? (last && (ch === ' ' || isShared(cp)) ? last.key : '');
    if (last && last.key === key) last.text += ch;
    else runs.push({ key, text: ch });
  }
  return runs;
}

/**
 * Registers the fonts on a document, makes the body font current, and lets `doc.text(...)` set each script's run in
 * its own font. Call once right after `new PDFDocument(...)`.
 */
export function useFonts(doc: Doc): Doc {
  patchNullAnchors();
  for (const script of SCRIPTS) {
    doc.registerFont(fontName(script, false), fontFile(script, 'Regular'));
    doc.registerFont(fontName(script, true), fontFile(script, 'Bold'));
  }
  let current = FONT;
  const setFont = doc.font.bind(doc) as (...a: unknown[]) => Doc;
  (doc as unknown as { font: (...a: unknown[]) => Doc }).font = (...args: unknown[]) => {
    if (typeof args[0] === 'string') current = args[0];
    return setFont(...args);
  };
  const draw = doc.text.bind(doc) as (...a: unknown[]) => Doc;
  (doc as unknown as { text: (...a: unknown[]) => Doc }).text = (text: unknown, ...rest: unknown[]) => {
    const s = printable(text == null ? '' : String(text));
    const runs = scriptRuns(s);
    if (runs.length <= 1 && (runs[0]?.key ?? '') === '') return draw(s, ...rest);
    const bold = current === FONT_BOLD || current.startsWith(`${FONT_BOLD}-`);
    const chosen = current;
    const opts = (typeof rest[0] === 'object' ? rest[0] : rest[2]) as Record<string, unknown> | undefined;
    const pos = typeof rest[0] === 'object' ? [] : rest.slice(0, 2);
    const fontOf = (key: string) => fontName(SCRIPTS.find((x) => x.key === key)!, bold);
    const align = opts?.align;
    const width = typeof opts?.width === 'number' ? opts.width : undefined;
    if ((align === 'right' || align === 'center') && width !== undefined && !opts?.continued) {
      // pdfkit aligns each continued piece on its own: place the runs by hand when they fit on one line.
      const widths = runs.map((run) => setFont(fontOf(run.key)).widthOfString(run.text));
      const total = widths.reduce((a, b) => a + b, 0);
      if (total <= width) {
        const x0 = typeof pos[0] === 'number' ? pos[0] : doc.x;
        const y0 = typeof pos[1] === 'number' ? pos[1] : doc.y;
        let x = x0 + (align === 'right' ? width - total : (width - total) / 2);
        runs.forEach((run, i) => {
          setFont(fontOf(run.key));
          draw(run.text, x, y0, { ...opts, align: 'left', width: undefined, lineBreak: false, continued: false });
          x += widths[i]!;
        });
        setFont(chosen);
        doc.x = x0;
        doc.y = y0 + doc.currentLineHeight(true) + (typeof opts?.lineGap === 'number' ? opts.lineGap : 0);
        return doc;
      }
    }
    runs.forEach((run, i) => {
      setFont(fontOf(run.key));
      const last = i === runs.length - 1;
      const o = { ...(opts ?? {}), continued: last ? Boolean(opts?.continued) : true };
      if (i === 0) draw(run.text, ...pos, o);
      else draw(run.text, o);
    });
    setFont(chosen);
    return doc;
  };
  doc.font(FONT);
  return doc;
}
