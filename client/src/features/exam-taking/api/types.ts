import type { ActivityKind, CheckSubmit, SavedAnswer as SavedAnswerSchema, SheetQuestion } from '@school/contracts';
import type { Static } from '@sinclair/typebox';

/** contracts/src/exams/sheets.ts "Calls: taking an online exam": the shapes this screen reads. */
export type { ActivityKind, CheckSubmit, SheetQuestion };
export type TakingSettings = CheckSubmit['settings'];
/** POST exam/answer/create's reply. */
export type SavedAnswer = Static<typeof SavedAnswerSchema>;
