import { examIdOfPart, examSheetStream, type EventStore, type RecordedEvent } from '@school/contracts';
import type { CommandContext } from '../../platform/commands.js';
import { notFound } from '../../platform/errors.js';
import type { Runtime } from '../../platform/runtime.js';
import { EXAM_MESSAGES, examDecider, examStream } from './decider.js';
import { sheetDecider, type SheetCommand } from './sheet-decider.js';
import { emptyPaper, foldPaper, type ExamPaper, type PaperSubject } from './sheet-paper.js';

/**
 * The exam's paper for sheet commands, kept per exam and stream version: a save reads only the exam events after the
 * version it holds (one indexed read that finds none, almost always) instead of the whole exam stream. A store without
 * that read folds the stream each time. Kept per store (a test's app has its own), at most `MAX_PAPERS` exams.
 */
const MAX_PAPERS = 200;
const papers = new WeakMap<EventStore, Map<string, ExamPaper>>();

interface ReadsAfter {
  readStreamAfter(stream: string, afterVersion: number): Promise<RecordedEvent[]>;
}
const readsAfter = (s: EventStore): ReadsAfter | null =>
  typeof (s as Partial<ReadsAfter>).readStreamAfter === 'function' ? (s as unknown as ReadsAfter) : null;

export async function loadPaper(rt: Runtime, examId: string, instituteId: string): Promise<ExamPaper> {
  const stream = examStream(examId);
  const after = readsAfter(rt.store);
  let paper: ExamPaper;
  if (after) {
    let cache = papers.get(rt.store);
    if (!cache) {
      cache = new Map();
      papers.set(rt.store, cache);
    }
    const base = cache.get(examId) ?? emptyPaper();
    const more = await after.readStreamAfter(stream, base.version);
    paper = foldPaper(base, more);
    if (more.length > 0 || !cache.has(examId)) {
      cache.delete(examId);
      cache.set(examId, paper);
      if (cache.size > MAX_PAPERS) cache.delete(cache.keys().next().value!);
    }
  } else {
    paper = foldPaper(emptyPaper(), await rt.store.readStream(stream));
  }
  // Another institute's exam is as unknown as a missing one.
  return paper.exists && paper.instituteId !== instituteId ? emptyPaper() : paper;
}

/** The paper and subject exam of a subject exam id (404 when there is none live). */
export async function paperOfSubject(
  rt: Runtime,
  subjectExamId: string,
  instituteId: string,
): Promise<{ paper: ExamPaper; sub: PaperSubject }> {
  const examId = examIdOfPart(subjectExamId);
  if (!examId) throw notFound(EXAM_MESSAGES.subjectNotFound);
  const paper = await loadPaper(rt, examId, instituteId);
  if (!paper.exists || paper.deleted || !paper.fields) throw notFound(EXAM_MESSAGES.subjectNotFound);
  const sub = paper.subjects.get(subjectExamId);
  if (!sub) throw notFound(EXAM_MESSAGES.subjectNotFound);
  return { paper, sub };
}

/**
 * Before the first sheet of a subject exam, the exam stream records that sheets exist (with its version as the lock, so a
 * delete decided at the same time loses one way or the other: decision 0025). One call per subject exam at a time in
 * this process: a burst of first starts appends once.
 */
const opening = new Map<string, Promise<unknown>>();
export async function ensureSheetsOpened(rt: Runtime, paper: ExamPaper, subjectExamId: string, ctx: CommandContext): Promise<void> {
  if (paper.subjects.get(subjectExamId)?.sheets) return;
  let p = opening.get(subjectExamId);
  if (!p) {
    p = rt.commands
      .handle(examDecider, examStream(paper.examId), { type: 'OpenSheets', data: { subjectExamId } }, ctx, {
        mustExist: EXAM_MESSAGES.notFound,
      })
      .finally(() => opening.delete(subjectExamId));
    opening.set(subjectExamId, p);
  }
  await p;
}

/** Runs a sheet command on the sheet's stream (a save is one event: the store's lone-append path). */
export const runSheet = (rt: Runtime, subjectExamId: string, studentId: string, command: SheetCommand, ctx: CommandContext) =>
  rt.commands.handle(sheetDecider, examSheetStream(subjectExamId, studentId), command, ctx, { maxAttempts: 6 });

export const sheetState = (rt: Runtime, subjectExamId: string, studentId: string, ctx: Pick<CommandContext, 'instituteId'>) =>
  rt.commands.state(sheetDecider, examSheetStream(subjectExamId, studentId), ctx);
