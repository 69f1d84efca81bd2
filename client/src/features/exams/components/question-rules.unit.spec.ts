import { describe, expect, it } from 'vitest';
import { checkQuestion, optionProblem, questionForm, type QuestionValues } from './question-rules';

const base: QuestionValues = {
  type: 'MCQTYPE',
  question: 'What is the capital of India?',
  options: ['Delhi', 'Mumbai'],
  newOption: '',
  answer: 'Delhi',
  markAwarded: '2',
  explanation: '',
  attachment: null,
};

describe('checkQuestion (002 §5 Question form)', () => {
  it('accepts a complete MCQ', () => {
    expect(Object.values(checkQuestion(base)).filter(Boolean)).toEqual([]);
  });
  it("gives the spec's messages, spacing included", () => {
    expect(checkQuestion({ ...base, type: '' }).type).toBe('Question type is required*');
    expect(checkQuestion({ ...base, question: '<p>Short</p>' }).question).toBe('Question  must be at least 10 characters*');
    expect(checkQuestion({ ...base, question: '<p></p>' }).question).toBe('Type  or upload an image to create a question.');
    expect(checkQuestion({ ...base, options: ['Delhi'] }).newOption).toBe('Options are required*');
    expect(checkQuestion({ ...base, answer: '' }).answer).toBe('Answer is required for creating a question*.');
    expect(checkQuestion({ ...base, answer: 'Pune' }).answer).toBe('Please select one option to be the answer.');
    expect(checkQuestion({ ...base, options: ['Delhi', 'delhi'] }).newOption).toBe('Options must be unique.');
  });
  it('lets an image stand for the text, and asks a PDF of an attachment question', () => {
    const image = new File(['x'], 'q.png', { type: 'image/png' });
    expect(checkQuestion({ ...base, question: '', attachment: image }).question).toBeUndefined();
    const long = { ...base, type: 'LONGTYPE' as const, options: [], answer: '' };
    expect(Object.values(checkQuestion(long)).filter(Boolean)).toEqual([]);
    expect(checkQuestion({ ...long, type: 'ATTACHMENT' }).attachment).toBe('Upload a PDF for an attachment question.');
    const pdf = new File(['%PDF'], 'q.pdf', { type: 'application/pdf' });
    expect(checkQuestion({ ...long, type: 'ATTACHMENT', attachment: pdf }).attachment).toBeUndefined();
  });
  it('bounds the points', () => {
    expect(checkQuestion({ ...base, markAwarded: '0.1' }).markAwarded).toBeDefined();
    expect(checkQuestion({ ...base, markAwarded: '100' }).markAwarded).toBeUndefined();
  });
});

describe('options one at a time', () => {
  it('refuses an empty or repeated option', () => {
    expect(optionProblem(['Delhi'], ' ')).toBe('Type an option first.');
    expect(optionProblem(['Delhi'], 'DELHI ')).toBe('Options must be unique.');
    expect(optionProblem(['Delhi'], 'Pune')).toBeNull();
  });
});

describe('questionForm', () => {
  it('repeats the options and sends the answer only for an MCQ', () => {
    const mcq = questionForm('s1', base);
    expect(mcq.getAll('options')).toEqual(['Delhi', 'Mumbai']);
    expect(mcq.get('answer')).toBe('Delhi');
    const long = questionForm('s1', { ...base, type: 'LONGTYPE' });
    expect(long.getAll('options')).toEqual([]);
    expect(long.get('answer')).toBeNull();
    expect(long.get('subjectExam')).toBe('s1');
  });
});
