import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';
import { SafeHtml } from '@/components/safe-html';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useListParams } from '@/lib/use-list-params';
import type { ActivityKind, CheckSubmit, SheetQuestion } from '../api/types';
import type { Outbox, StoredFile } from './outbox';
import { initialAnswers, type LocalAnswer } from './sheet-answers';
import { blankAnswerMessage, isAnswered, paletteState } from './palette-state';
import { QuestionPalette } from './question-palette';
import { useExamRestrictions } from './use-exam-restrictions';
import { readAsStored } from './use-sheet-outbox';

const TYPE_LABEL = { MCQTYPE: 'Multiple choice', LONGTYPE: 'Written answer', ATTACHMENT: 'File answer' } as const;
const DRAFT_SAVE_MS = 1200;
/** Two to a row on a phone: a long label ('Remove Mark as Review') wraps instead of overflowing. */
const NAV_BUTTON = 'h-auto min-h-10 py-2 whitespace-normal text-center';
const ACTIVITY_THROTTLE_MS = 2000;

const PRINT_BLOCK_CSS =
  '@media print { html.exam-no-print body * { visibility: hidden !important; } html.exam-no-print body::before { content: "Printing is disabled for this exam."; } }';

export interface ExamSheetProps {
  items: SheetQuestion[];
  check: CheckSubmit;
  outbox: Outbox;
  /** Acknowledged answers the outbox reports (attachment URLs), by question. */
  acknowledged: Record<string, string | null>;
  /** Flushes the outbox and submits; resolves with the server's envelope (its message is the toast). */
  onSubmit: () => Promise<{ message: string }>;
}

/** 002 §4 the exam screen: one question per page, the palette, the navigation and the exam's restrictions. */
export function ExamSheet({ items, check, outbox, acknowledged, onSubmit }: ExamSheetProps) {
  const settings = check.settings;
  const [answers, setAnswers] = useState(() => initialAnswers(items, outbox));
  const answersRef = useRef(answers);
  answersRef.current = answers;
  const [list, setList] = useListParams({ q: 1 });
  const index = Math.min(Math.max(0, list.q - 1), items.length - 1);
  const item = items[index] as SheetQuestion;
  const qid = item.question._id;
  const current = answers[qid] as LocalAnswer;
  const last = index === items.length - 1;
  const [blank, setBlank] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  // What was last queued (or came from the server) per question: a save is queued only when something changed.
  const saved = useRef(
    new Map(items.map((i) => [i.question._id, { answer: i.answer.studentAnswer, markAsReview: i.answer.markAsReview }])),
  );
  useEffect(() => {
    for (const [q, e] of outbox.pendingAnswers()) saved.current.set(q, { answer: e.answer, markAsReview: e.markAsReview });
  }, [outbox]);

  // The server's URL of an acknowledged file replaces the pending name.
  useEffect(() => {
    setAnswers((all) => {
      let changed = false;
      const next = { ...all };
      for (const [q, url] of Object.entries(acknowledged)) {
        const a = next[q];
        if (a && url && (a.pendingFile || a.attachmentUrl !== url)) {
          next[q] = { ...a, attachmentUrl: url, pendingFile: null };
          changed = true;
        }
      }
      return changed ? next : all;
    });
  }, [acknowledged]);

  const patch = useCallback((q: string, p: Partial<LocalAnswer>) => {
    const next = { ...answersRef.current, [q]: { ...(answersRef.current[q] as LocalAnswer), ...p } };
    answersRef.current = next;
    setAnswers(next);
    return next[q] as LocalAnswer;
  }, []);

  /** Queues the question's answer when it differs from the last one queued (or always, with a file). */
  const queue = useCallback(
    (q: string, file?: StoredFile, force = false) => {
      const a = answersRef.current[q];
      if (!a) return;
      const before = saved.current.get(q);
      if (!file && !force && before && before.answer === a.answer && before.markAsReview === a.markAsReview) return;
      saved.current.set(q, { answer: a.answer, markAsReview: a.markAsReview });
      outbox.saveAnswer({ question: q, answer: a.answer, markAsReview: a.markAsReview, file: file ?? null });
    },
    [outbox],
  );

  // A written answer is queued once the student pauses typing, and at once when they move on.
  const draftTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queueSoon = (q: string) => {
    clearTimeout(draftTimer.current);
    draftTimer.current = setTimeout(() => queue(q), DRAFT_SAVE_MS);
  };
  const queueNow = (q: string) => {
    clearTimeout(draftTimer.current);
    queue(q);
  };
  useEffect(() => () => clearTimeout(draftTimer.current), []);

  // Visiting a question is kept (the palette's "not answered").
  useEffect(() => {
    outbox.markVisited(qid);
    if (!answersRef.current[qid]?.visited) patch(qid, { visited: true });
    setBlank(null);
  }, [qid, outbox, patch]);

  const go = (to: number) => {
    queueNow(qid);
    setList({ q: to + 1 });
  };

  const lastActivity = useRef(new Map<ActivityKind, number>());
  const record = useCallback(
    (kind: ActivityKind) => {
      const now = Date.now();
      const throttled = kind !== 'TAB_SWITCH' && kind !== 'FULLSCREEN_EXIT';
      if (throttled && now - (lastActivity.current.get(kind) ?? 0) < ACTIVITY_THROTTLE_MS) return;
      lastActivity.current.set(kind, now);
      outbox.recordActivity(kind);
      if (kind === 'COPY_BLOCKED' || kind === 'PASTE_BLOCKED') toast.error('Copy and paste are disabled for this exam.');
      if (kind === 'RIGHT_CLICK_BLOCKED') toast.error('Right click is disabled for this exam.');
      if (kind === 'PRINT_BLOCKED') toast.error('Printing is disabled for this exam.');
    },
    [outbox],
  );
  useExamRestrictions(settings, record, true);

  const states = useMemo(
    () =>
      items.map((i) => {
        const a = answers[i.question._id] as LocalAnswer;
        return paletteState({
          answer: a.answer,
          hasAttachment: !!(a.attachmentUrl || a.pendingFile),
          markAsReview: a.markAsReview,
          visited: a.visited,
        });
      }),
    [items, answers],
  );
  const answeredCount = items.filter((i) => {
    const a = answers[i.question._id] as LocalAnswer;
    return isAnswered({ answer: a.answer, hasAttachment: !!(a.attachmentUrl || a.pendingFile) });
  }).length;

  const saveAndNext = () => {
    const message = blankAnswerMessage(
      item.question.type,
      { answer: current.answer, hasAttachment: !!(current.attachmentUrl || current.pendingFile) },
      settings.allowBlankSubmit,
    );
    if (message) {
      setBlank(message);
      toast.error(message);
      return;
    }
    queueNow(qid);
    if (!last) setList({ q: index + 2 });
    else toast.success('Answer saved');
  };

  const chooseFile = async (file: File | undefined) => {
    if (!file) return;
    if (!/^(application\/pdf|image\/)/.test(file.type)) {
      toast.error('Upload a PDF or an image.');
      return;
    }
    try {
      const stored = await readAsStored(file);
      // The file's name is the answer's text: a later save (Mark as Review) with a non-empty answer keeps the file,
      // and Clear Response (an empty answer) removes it (sheet decider).
      patch(qid, { pendingFile: file.name, answer: file.name });
      queue(qid, stored);
    } catch (err) {
      toast.error(errorMessage(err, 'The file could not be read.'));
    }
  };

  const noTranslate = settings.disableDisplayTranslate;
  return (
    <div
      className={cn(
        'grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]',
        noTranslate && 'notranslate',
        settings.disableCopyPaste && 'select-none',
      )}
      translate={noTranslate ? 'no' : undefined}
    >
      {settings.disablePrinting ? <style>{PRINT_BLOCK_CSS}</style> : null}
      <div className="order-2 lg:order-1">
        <article
          className="space-y-4 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200/80 sm:p-6"
          aria-labelledby="question-title"
          data-testid="exam-question"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="question-title" className="text-base font-semibold text-slate-900">
              Question {index + 1} of {items.length}
            </h2>
            <p className="text-xs text-slate-600">
              {TYPE_LABEL[item.question.type]} · {item.question.markAwarded} mark{item.question.markAwarded === 1 ? '' : 's'}
            </p>
          </div>
          {item.question.question ? <SafeHtml html={item.question.question} className="text-slate-900" /> : null}
          {item.question.attachmentUrl ? (
            item.question.type === 'ATTACHMENT' ? (
              <a
                href={item.question.attachmentUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="text-sm font-medium text-brand-700 underline"
              >
                Open the question PDF
              </a>
            ) : (
              <img
                src={item.question.attachmentUrl}
                alt={`Question ${index + 1}`}
                className="max-h-72 max-w-full rounded-lg ring-1 ring-slate-200"
              />
            )
          ) : null}

          <form
            onSubmit={(e) => e.preventDefault()}
            autoComplete={settings.disableAutocomplete ? 'off' : undefined}
            aria-describedby={blank ? 'blank-error' : undefined}
          >
            {item.question.type === 'MCQTYPE' ? (
              <fieldset>
                <legend className="sr-only">Options</legend>
                <div className="grid gap-2">
                  {item.question.options.map((o, i) => (
                    <label
                      key={o}
                      className={cn(
                        'flex cursor-pointer items-start gap-3 rounded-xl px-3 py-2.5 text-sm ring-1 break-words',
                        current.answer === o
                          ? 'bg-brand-50 text-brand-900 ring-brand-300'
                          : 'bg-white text-slate-800 ring-slate-200 hover:bg-slate-50',
                      )}
                    >
                      <input
                        type="radio"
                        name={`answer-${qid}`}
                        value={o}
                        checked={current.answer === o}
                        onChange={() => {
                          patch(qid, { answer: o });
                          setBlank(null);
                          queueNow(qid);
                        }}
                        className="mt-0.5 size-4 accent-brand-600"
                      />
                      <span>
                        <span className="font-semibold">{String.fromCharCode(65 + i)}.</span> {o}
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}
            {item.question.type === 'LONGTYPE' ? (
              <label className="block">
                <span className="mb-1.5 block text-sm font-medium text-slate-700">Your answer</span>
                <textarea
                  key={qid}
                  rows={8}
                  value={current.answer}
                  spellCheck={settings.disableSpellCheck ? false : undefined}
                  autoComplete={settings.disableAutocomplete ? 'off' : undefined}
                  autoCorrect={settings.disableAutocomplete ? 'off' : undefined}
                  autoCapitalize={settings.disableAutocomplete ? 'off' : undefined}
                  onChange={(e) => {
                    patch(qid, { answer: e.target.value });
                    setBlank(null);
                    queueSoon(qid);
                  }}
                  onBlur={() => queueNow(qid)}
                  maxLength={20_000}
                  className="block w-full resize-y rounded-lg border-0 px-3 py-2 text-sm text-slate-900 ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-500"
                />
              </label>
            ) : null}
            {item.question.type === 'ATTACHMENT' ? (
              <div className="space-y-2">
                <label className="block">
                  <span className="mb-1.5 block text-sm font-medium text-slate-700">Upload your answer (PDF or image)</span>
                  <input
                    key={qid}
                    type="file"
                    accept="application/pdf,image/*"
                    onChange={(e) => void chooseFile(e.target.files?.[0])}
                    className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-700"
                  />
                </label>
                {current.pendingFile ? (
                  <p className="text-sm text-amber-800">{current.pendingFile} — waiting to be sent</p>
                ) : current.attachmentUrl ? (
                  <a
                    href={current.attachmentUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-sm font-medium text-brand-700 underline"
                  >
                    Your uploaded answer
                  </a>
                ) : null}
              </div>
            ) : null}
          </form>
          {blank ? (
            <p id="blank-error" role="alert" className="text-sm font-medium text-rose-700">
              {blank}
            </p>
          ) : null}
        </article>

        <nav aria-label="Question navigation" className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <Button className={NAV_BUTTON} variant="secondary" disabled={index === 0} onClick={() => go(index - 1)}>
            <ChevronLeftIcon className="size-4" /> Prev
          </Button>
          <Button className={NAV_BUTTON} variant="secondary" disabled={index === 0} onClick={() => go(index - 1)}>
            Submit &amp; Prev
          </Button>
          <Button
            className={NAV_BUTTON}
            variant="secondary"
            onClick={() => {
              patch(qid, { markAsReview: !current.markAsReview });
              queueNow(qid);
            }}
          >
            {current.markAsReview ? 'Remove Mark as Review' : 'Mark as Review'}
          </Button>
          <Button
            className={NAV_BUTTON}
            variant="secondary"
            disabled={!current.answer && !current.attachmentUrl && !current.pendingFile}
            onClick={() => {
              patch(qid, { answer: '', attachmentUrl: null, pendingFile: null });
              clearTimeout(draftTimer.current);
              queue(qid, undefined, true);
            }}
          >
            Clear Response
          </Button>
          <Button className={NAV_BUTTON} onClick={saveAndNext}>
            {last ? 'Save' : 'Save & Next'}
          </Button>
          {!last ? (
            <Button className={NAV_BUTTON} variant="secondary" onClick={() => go(index + 1)}>
              Next <ChevronRightIcon className="size-4" />
            </Button>
          ) : (
            <Button
              className={NAV_BUTTON}
              variant="danger"
              onClick={() => {
                queueNow(qid);
                setConfirming(true);
              }}
            >
              Submit
            </Button>
          )}
        </nav>
      </div>
      <aside className="order-1 lg:order-2">
        <QuestionPalette states={states} current={index} canJump={settings.allowStudentToMoveFreely} onJump={(i) => go(i)} />
      </aside>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={onSubmit}
        title="Submit the exam?"
        text={`You answered ${answeredCount} of ${items.length} question${items.length === 1 ? '' : 's'}. Once submitted, the answers cannot be changed.`}
        confirmLabel="Yes, submit"
      />
    </div>
  );
}
