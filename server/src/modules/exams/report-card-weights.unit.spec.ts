import { describe, expect, it } from 'vitest';
import { examWeightsDecider as d } from './report-card-weights.js';

const set = (weights: { examId: string; weight: number }[]) => ({ type: 'SetExamWeights' as const, data: { batchId: 'b1', weights } });

describe('exam weights', () => {
  it('sets the whole set in exam order, and writes nothing when it is the same', () => {
    const events = d.decide(
      set([
        { examId: 'e2', weight: 70 },
        { examId: 'e1', weight: 30 },
      ]),
      d.initialState(),
    );
    expect(events).toEqual([
      {
        type: 'ExamWeightsSet',
        data: {
          batchId: 'b1',
          weights: [
            { examId: 'e1', weight: 30 },
            { examId: 'e2', weight: 70 },
          ],
        },
      },
    ]);
    const state = d.evolve(d.initialState(), events[0]!);
    expect(
      d.decide(
        set([
          { examId: 'e1', weight: 30 },
          { examId: 'e2', weight: 70 },
        ]),
        state,
      ),
    ).toEqual([]);
    expect(
      d.decide(
        set([
          { examId: 'e1', weight: 40 },
          { examId: 'e2', weight: 60 },
        ]),
        state,
      ),
    ).toHaveLength(1);
  });

  it('refuses an exam weighted twice and a set without any weight above 0', () => {
    expect(() =>
      d.decide(
        set([
          { examId: 'e1', weight: 30 },
          { examId: 'e1', weight: 70 },
        ]),
        d.initialState(),
      ),
    ).toThrow('An exam is weighted twice.');
    expect(() => d.decide(set([{ examId: 'e1', weight: 0 }]), d.initialState())).toThrow('Give at least one exam a weight above 0.');
    expect(() => d.decide(set([]), d.initialState())).toThrow('Give at least one exam a weight above 0.');
  });
});
