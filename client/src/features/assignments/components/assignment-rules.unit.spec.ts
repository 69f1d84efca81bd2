import { describe, expect, it } from 'vitest';
import { type AssignmentValues, checkAssignment } from './assignment-rules';

const valid: AssignmentValues = {
  title: 'Photosynthesis',
  type: 'LONGTYPE',
  creationType: 'NEW',
  introduction: '<p>Read chapter 4.</p>',
  chapter: 'Chapter 4',
  subject: { _id: 's1', label: 'Biology' },
  batch: { _id: 'b1', label: 'BSc · Biology' },
  dateOfAssignment: '2026-11-24',
  dueDate: '2026-11-30',
  fullMark: '20',
};
const errors = (v: Partial<AssignmentValues>) =>
  Object.fromEntries(Object.entries(checkAssignment({ ...valid, ...v })).filter(([, m]) => m));

describe('the assignment form', () => {
  it('takes a complete assignment', () => expect(errors({})).toEqual({}));
  it('names each missing field', () => {
    expect(errors({ title: ' ', type: '', subject: null, batch: null, dateOfAssignment: '', dueDate: '', fullMark: '' })).toEqual({
      title: 'Title is required.',
      type: 'Type is required.',
      subject: 'Subject is required.',
      batch: 'Batch is required.',
      dateOfAssignment: 'Date of assignment is required.',
      dueDate: 'Due date is required.',
      fullMark: 'Full mark is required.',
    });
  });
  it('bounds the title', () => {
    expect(errors({ title: 'x' })).toEqual({ title: 'Title must be between 2 and 120 characters.' });
  });
  it('refuses a due date before the date of assignment, and a full mark out of bounds', () => {
    expect(errors({ dueDate: '2026-11-23' })).toEqual({ dueDate: 'Due date must be on or after the date of assignment.' });
    expect(errors({ fullMark: '0' })).toEqual({ fullMark: 'Full mark must be between 1 and 1000.' });
    expect(errors({ fullMark: 'abc' })).toEqual({ fullMark: 'Full mark must be between 1 and 1000.' });
  });
});
