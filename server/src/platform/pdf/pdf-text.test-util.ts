import { inflateSync } from 'node:zlib';

/**
 * For tests only (specs beside the code and tests/*.int.spec.ts): the text drawn in a PDF, each TJ array's hex
 * strings joined, after inflating compressed streams.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    let body: string;
    try {
      body = inflateSync(bytes).toString('latin1');
    } catch {
      body = bytes.toString('latin1');
    }
    for (const tj of body.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      out.push([...tj[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''));
    }
  }
  return out.join('\n');
}
