import { EXAM_RESULT_MESSAGES as M, type ExamWeightsEvent } from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { badRequest } from '../../platform/errors.js';

/** A batch's exam weights for the session report card: the whole set, replaced each time. */
export interface ExamWeightsState {
  weights: { examId: string; weight: number }[] | null;
}
export type ExamWeightsCommand = { type: 'SetExamWeights'; data: { batchId: string; weights: { examId: string; weight: number }[] } };

const same = (a: { examId: string; weight: number }[], b: { examId: string; weight: number }[]) =>
  a.length === b.length && a.every((x, i) => x.examId === b[i]!.examId && x.weight === b[i]!.weight);

/**
 * One stream per batch (`exam-weights-<batchId>`). The route checks what lies outside it (each exam is a live exam of
 * the batch); the decider that an exam is weighted once and some weight is above 0. Setting the same weights again
 * writes nothing.
 */
export const examWeightsDecider: Decider<ExamWeightsState, ExamWeightsCommand, ExamWeightsEvent> = {
  initialState: () => ({ weights: null }),
  evolve: (_state, event) => (event.type === 'ExamWeightsSet' ? { weights: event.data.weights } : _state),
  decide(command, state) {
    const weights = [...command.data.weights].sort((a, b) => a.examId.localeCompare(b.examId));
    if (new Set(weights.map((w) => w.examId)).size !== weights.length) throw badRequest(M.weightDuplicate);
    if (!weights.some((w) => w.weight > 0)) throw badRequest(M.weightsEmpty);
    if (state.weights && same(state.weights, weights)) return [];
    return [{ type: 'ExamWeightsSet', data: { batchId: command.data.batchId, weights } }];
  },
};
