import type { Exam, ExamBatch, ExamFields, ExamStatus, SubjectExam, SubjectExamFields } from '@school/contracts';
import type { DB } from '../../platform/db/database.js';
import { userCardsById } from '../identity/index.js';
import { studentCountsByBatch } from '../people/index.js';
import { batchRefsByIds, subjectTitlesByIds } from '../academics/index.js';

/** What an exam reply is built from: a read-model row, or the state a command left. */
export interface ExamSource {
  id: string;
  fields: ExamFields;
  createdBy: string;
  createdAt: string;
  published: boolean;
  subjects: number;
  totalMark: number;
  totalQuestion: number;
  scheduleAt: string | null;
}

export interface SubjectExamSource {
  id: string;
  exam: { id: string; title: string; type: ExamFields['type']; startDate: string; endDate: string; batchId: string };
  fields: SubjectExamFields;
  createdBy: string;
  totalQuestion: number;
  totalQuestionMark: number;
}

/** The names an exam or subject exam reply shows, looked up once for a page of them. */
export interface Lookups {
  batches: Map<string, ExamBatch>;
  people: Map<string, string>;
  students: Map<string, number>;
  subjects: Map<string, string>;
}

export async function lookups(
  db: DB,
  instituteId: string,
  want: { batchIds: readonly string[]; userIds: readonly string[]; subjectIds?: readonly string[] },
): Promise<Lookups> {
  const [batches, cards, students, subjects] = await Promise.all([
    batchRefsByIds(db, instituteId, want.batchIds),
    userCardsById(db, [...new Set(want.userIds)]),
    studentCountsByBatch(db, want.batchIds),
    subjectTitlesByIds(db, instituteId, want.subjectIds ?? []),
  ]);
  return { batches, people: new Map([...cards].map(([id, c]) => [id, c.displayName])), students, subjects };
}

const noBatch = (id: string): ExamBatch => ({
  _id: id,
  course: { _id: '', title: '' },
  branch: { _id: '', title: '' },
  session: { _id: '', title: '' },
});

/** 002 §3: FINISHED after its last day, INPROGRESS from its first to its last day, else UPCOMING (institute days). */
export function examStatus(startDate: string, endDate: string, today: string): ExamStatus {
  if (endDate < today) return 'FINISHED';
  return startDate <= today ? 'INPROGRESS' : 'UPCOMING';
}

export function examView(s: ExamSource, l: Lookups, today: string): Exam {
  const f = s.fields;
  return {
    _id: s.id,
    title: f.title,
    type: f.type,
    description: f.description,
    batch: l.batches.get(f.batchId) ?? noBatch(f.batchId),
    startDate: f.startDate,
    endDate: f.endDate,
    totalStudent: l.students.get(f.batchId) ?? 0,
    totalMark: s.totalMark,
    fullMark: s.totalMark,
    totalQuestion: s.totalQuestion,
    // Results come with part 4 of the issue; until then nobody has attended or passed.
    totalAttendee: 0,
    totalPass: 0,
    resultPublished: s.published,
    subjects: s.subjects,
    status: examStatus(f.startDate, f.endDate, today),
    scheduleAt: s.scheduleAt,
    createdBy: { _id: s.createdBy, displayName: l.people.get(s.createdBy) ?? '' },
    createdAt: s.createdAt,
    ...f.settings,
  };
}

export function subjectExamView(s: SubjectExamSource, l: Lookups): SubjectExam {
  const f = s.fields;
  return {
    _id: s.id,
    exam: { _id: s.exam.id, title: s.exam.title, type: s.exam.type, startDate: s.exam.startDate, endDate: s.exam.endDate },
    subject: { _id: f.subjectId, title: l.subjects.get(f.subjectId) ?? '' },
    startTime: new Date(f.startTime).toISOString(),
    endTime: new Date(f.endTime).toISOString(),
    fullMark: f.fullMark,
    passMark: f.passMark,
    credit: f.credit,
    totalStudents: l.students.get(s.exam.batchId) ?? 0,
    absentStudent: 0,
    passStudent: 0,
    failStudent: 0,
    totalQuestion: s.totalQuestion,
    totalQuestionMark: s.totalQuestionMark,
    createdBy: { _id: s.createdBy, displayName: l.people.get(s.createdBy) ?? '' },
    batch: l.batches.get(s.exam.batchId) ?? noBatch(s.exam.batchId),
    type: s.exam.type,
  };
}
