import { inflateSync } from 'node:zlib';

/** A PDF object's dictionary text and (inflated when it can be) stream bytes. */
interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  let after = 0;
  for (const m of raw.matchAll(/(\d+) 0 obj\b/g)) {
    if (m.index < after) continue; // inside the previous object's stream
    const start = m.index + m[0].length;
    const end = raw.indexOf('endobj', start);
    const body = raw.slice(start, end);
    const s = /stream\r?\n/.exec(body);
    let stream: Buffer | null = null;
    if (s) {
      const from = start + s.index + s[0].length;
      const to = raw.indexOf('endstream', from);
      const bytes = pdf.subarray(from, to);
      try {
        stream = inflateSync(bytes);
      } catch {
        stream = bytes;
      }
    }
    objects.set(Number(m[1]), { dict: s ? body.slice(0, s.index) : body, stream });
    after = end;
  }
  return objects;
}

/** A ToUnicode CMap: code (hex, as in the content stream) → text. */
function parseCMap(text: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex').swap16().toString('utf16le');
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, src, dst] of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]*)>/gi)) map.set(src!.toLowerCase(), utf16(dst!));
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, rest] of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f\s]*>)/gi)) {
      const from = Number.parseInt(lo!, 16);
      const to = Number.parseInt(hi!, 16);
      const width = lo!.length;
      const key = (n: number) => n.toString(16).padStart(width, '0');
      if (rest!.startsWith('[')) {
        const dsts = [...rest!.matchAll(/<([0-9a-f\s]*)>/gi)].map((d) => d[1]!);
        for (let n = from; n <= to && n - from < dsts.length; n++) map.set(key(n), utf16(dsts[n - from]!));
      } else {
        const dst = rest!.slice(1, -1);
        const base = Buffer.from(dst.replace(/\s+/g, ''), 'hex').swap16().toString('utf16le');
        for (let n = from; n <= to; n++)
          map.set(key(n), base.slice(0, -1) + String.fromCharCode(base.charCodeAt(base.length - 1) + (n - from)));
      }
    }
  }
  return map;
}

/**
 * For tests only (specs beside the code and tests/*.int.spec.ts): the text drawn in a PDF, each TJ array's strings
 * joined, one line per TJ. Text in an embedded font is read back through the font's ToUnicode map (what a PDF reader
 * copies), text in a standard font as its Latin-1 bytes.
 */
export function pdfText(pdf: Buffer): string {
  const objects = objectsOf(pdf);
  // Font resource name (F1, F2 …) → its ToUnicode map, when the font has one.
  const maps = new Map<string, Map<string, string>>();
  for (const { dict } of objects.values()) {
    for (const fonts of dict.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
      for (const [, name, num] of fonts[1]!.matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g)) {
        const font = objects.get(Number(num));
        const tu = font && /\/ToUnicode\s+(\d+) 0 R/.exec(font.dict);
        const cmap = tu && objects.get(Number(tu[1]))?.stream;
        if (cmap) maps.set(name!, parseCMap(cmap.toString('latin1')));
      }
    }
  }
  const out: string[] = [];
  for (const { dict, stream } of objects.values()) {
    if (!stream || /\/(Type\s*\/XObject|Subtype\s*\/Image|Length1|Subtype\s*\/CIDFontType|FontFile)/.test(dict)) continue;
    const body = stream.toString('latin1');
    if (!/\bTJ\b|\bTj\b/.test(body)) continue;
    let map: Map<string, string> | undefined;
    for (const op of body.matchAll(/\/([\w.+-]+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (op[1] !== undefined) {
        map = maps.get(op[1]);
        continue;
      }
      const hexes = [...op[2]!.matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]!.toLowerCase());
      out.push(
        hexes
          .map((hex) => {
            if (!map) return Buffer.from(hex, 'hex').toString('latin1');
            let text = '';
            for (let i = 0; i < hex.length; i += 4) text += map.get(hex.slice(i, i + 4)) ?? '\ufffd';
            return text;
          })
          .join(''),
      );
    }
  }
  return out.join('\n');
}

/** For tests only: the base font names a PDF embeds (subset prefix dropped), e.g. ['NotoSansDevanagari-Regular']. */
export function embeddedFonts(pdf: Buffer): string[] {
  const names = new Set<string>();
  for (const { dict } of objectsOf(pdf).values()) {
    if (!/\/FontFile2?\b|\/FontFile3\b/.test(dict)) continue;
    const name = /\/FontName\s*\/(?:[A-Z]{6}\+)?([\w.-]+)/.exec(dict);
    if (name) names.add(name[1]!);
  }
  return [...names].sort();
}
