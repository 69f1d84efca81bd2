import type { Evaluation, GradingAnswer, MarkHistoryRow, RemarkBody, SheetLogRow, SheetStatus } from '@school/contracts';

/** contracts/src/exams/sheets.ts "Calls: marking": the shapes the grading page reads. */
export type { Evaluation, GradingAnswer, MarkHistoryRow, RemarkBody, SheetStatus };
export type AnswerLogRow = SheetLogRow;
