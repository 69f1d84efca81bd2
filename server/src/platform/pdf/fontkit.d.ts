/** The part of fontkit (pdfkit's font engine) the PDF fonts use; the package ships no types. */
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer): Font;
}
