import { describe, expect, it } from 'vitest';
import type { SheetQuestion } from '../api/types';
import { Outbox, type OutboxStorage } from './outbox';
import { initialAnswers } from './sheet-answers';

const storage = (): OutboxStorage => {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
};

const item = (id: string, studentAnswer: string, extra: Partial<SheetQuestion['answer']> = {}): SheetQuestion => ({
  question: { _id: id, question: 'Q', type: 'LONGTYPE', options: [], markAwarded: 5, attachmentUrl: null },
  answer: { studentAnswer, attachmentUrl: null, markAsReview: false, notAnswered: !studentAnswer, isVisited: !!studentAnswer, ...extra },
});

describe('initialAnswers (a reload shows the unsent answers)', () => {
  it("overlays the server's answers with the ones this device still has to send, and keeps visits", () => {
    const store = storage();
    const first = new Outbox({ key: 'k', storage: store, send: () => new Promise(() => {}), isRefusal: () => false });
    first.saveAnswer({ question: 'q2', answer: 'typed offline', markAsReview: true });
    first.markVisited('q3');
    first.stop();

    const outbox = new Outbox({ key: 'k', storage: store, send: () => new Promise(() => {}), isRefusal: () => false });
    const a = initialAnswers([item('q1', 'from the server'), item('q2', 'older on the server'), item('q3', ''), item('q4', '')], outbox);
    expect(a.q1).toMatchObject({ answer: 'from the server', markAsReview: false, visited: true });
    expect(a.q2).toMatchObject({ answer: 'typed offline', markAsReview: true, visited: true });
    expect(a.q3).toMatchObject({ answer: '', visited: true });
    expect(a.q4).toMatchObject({ answer: '', visited: false });
    outbox.stop();
  });
});
