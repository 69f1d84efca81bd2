import { describe, expect, it } from 'vitest';
import { answerForm, draftChanged, fileProblem } from './answer-rules';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe("a student's assignment answer", () => {
  it('takes a PDF or an image of at most 10 MiB', () => {
    expect(fileProblem(null)).toBeNull();
    expect(fileProblem(file('a.pdf', 'application/pdf'))).toBeNull();
    expect(fileProblem(file('a.png', 'image/png'))).toBeNull();
    expect(fileProblem(file('a.exe', 'application/octet-stream'))).toBe('Upload a PDF or an image.');
    expect(fileProblem(file('a.pdf', 'application/pdf', 10 * 1024 * 1024 + 1))).toBe('The file must be at most 10 MiB.');
  });
  it('sends only a change', () => {
    expect(draftChanged({ answer: ' B ', file: null }, 'B')).toBe(false);
    expect(draftChanged({ answer: 'C', file: null }, 'B')).toBe(true);
    expect(draftChanged({ answer: '', file: file('a.pdf', 'application/pdf') }, '')).toBe(true);
  });
  it('names the question, the answer and the file', () => {
    const f = answerForm('a1.q1', { answer: ' x ', file: file('a.pdf', 'application/pdf') });
    expect(f.get('question')).toBe('a1.q1');
    expect(f.get('answer')).toBe('x');
    expect(f.get('attachment')).toBeInstanceOf(File);
  });
});
