import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { embeddedFonts, pdfText } from '../pdf/pdf-text.test-util.js';
import { exportFile, exportFileName, safeCell, toCsv, toPdf, toXlsx, type ExportTable } from './table-file.js';

const table = (rows: ExportTable['rows']): ExportTable => ({
  title: 'Students',
  instituteName: 'A School',
  generatedAt: new Date('2026-11-21T10:00:00Z'),
  columns: [
    { key: 'name', label: 'Name' },
    { key: 'fee', label: 'Fee (₹)' },
    { key: 'hostel', label: 'Hostler' },
  ],
  rows,
});

describe('table export files', () => {
  it('writes CSV with a BOM, CRLF, quoting and formula-safe cells', () => {
    const csv = toCsv(
      table([
        ['Rahul, "Raju" Sharma', 1500.5, true],
        ['=HYPERLINK("x")', '+91 98765', null],
        ['Ananya\nRao', -20, false],
      ]),
    );
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.subarray(3).toString('utf8')).toBe(
      'Name,Fee (₹),Hostler\r\n"Rahul, ""Raju"" Sharma",1500.5,Yes\r\n"\'=HYPERLINK(""x"")",+91 98765,\r\n"Ananya\nRao",-20,No\r\n',
    );
    expect(safeCell('-cmd')).toBe("'-cmd");
    expect(safeCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(safeCell('-20')).toBe('-20');
  });

  it('writes an xlsx that reads back with its header, rows and numbers', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(
      (await toXlsx(
        table([
          ['Priya Iyer', 1200, false],
          ['श्रेया', null, true],
        ]),
      )) as unknown as ArrayBuffer,
    );
    const ws = wb.getWorksheet('Students')!;
    expect(ws.getRow(1).values).toEqual([undefined, 'Name', 'Fee (₹)', 'Hostler']);
    expect(ws.getRow(2).values).toEqual([undefined, 'Priya Iyer', 1200, 'No']);
    expect(ws.getRow(3).getCell(1).value).toBe('श्रेया');
    expect(ws.rowCount).toBe(3);
  });

  it('writes a PDF with the institute, the date, the header and every row, over several pages', async () => {
    const rows = Array.from({ length: 80 }, (_, i) => [`Student ${i + 1}`, i * 10, i % 2 === 0]);
    const pdf = await toPdf(table(rows), { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('A School');
    expect(text).toContain('21-11-2026');
    expect(text).toContain('Student 80');
    expect(text).toMatch(/Page 1 of [2-9]/);
    // Compressed (what the route sends) holds the same text.
    expect(pdfText(await toPdf(table(rows)))).toContain('Student 80');
    // Names in Indian scripts print as written (the embedded fonts); what no font has prints as '?'; an empty table says so.
    const indian = await toPdf(
      table([
        ['श्रेया Das', 1, true],
        ['বাংলা 漢', 2, false],
      ]),
      { compress: false },
    );
    expect(pdfText(indian)).toContain('श्रेया Das');
    expect(pdfText(indian)).toContain('বাংলা');
    expect(pdfText(indian)).toContain('Fee (₹)');
    expect(pdfText(indian)).toMatch(/বাংলা\s*\?/);
    expect(embeddedFonts(indian)).toContain('NotoSansDevanagari-Regular');
    expect(indian.toString('latin1')).not.toContain('/BaseFont /Helvetica');
    expect(pdfText(await toPdf(table([])))).toContain('No data found');
  });

  it('names files by stem and date and picks the type', async () => {
    expect(exportFileName('students', '2026-11-22', 'csv')).toBe('students-2026-11-22.csv');
    expect((await exportFile('excel', table([]))).extension).toBe('xlsx');
    expect((await exportFile('pdf', table([]))).contentType).toBe('application/pdf');
    expect((await exportFile('csv', table([]))).contentType).toBe('text/csv; charset=utf-8');
  });
});
