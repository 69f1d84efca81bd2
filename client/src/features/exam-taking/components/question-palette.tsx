import { useState } from 'react';
import { ChevronDownIcon } from '@/components/icons';
import { cn } from '@/lib/cn';
import { PALETTE_LEGEND, type PaletteState } from './palette-state';

const classOf = Object.fromEntries(PALETTE_LEGEND.map((l) => [l.state, l.className])) as Record<PaletteState, string>;
const labelOf = Object.fromEntries(PALETTE_LEGEND.map((l) => [l.state, l.label])) as Record<PaletteState, string>;

export interface PaletteProps {
  states: PaletteState[];
  current: number;
  /** 002 §4: jumping through the palette works only when allowStudentToMoveFreely is on. */
  canJump: boolean;
  onJump: (index: number) => void;
}

/** 002 §4 the question palette with its legend; on a phone it folds away under its heading. */
export function QuestionPalette({ states, current, canJump, onJump }: PaletteProps) {
  const [open, setOpen] = useState(false);
  const counts = PALETTE_LEGEND.map((l) => ({ ...l, n: states.filter((s) => s === l.state).length }));
  return (
    <section aria-labelledby="palette-title" className="rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200/80">
      <button
        type="button"
        className="flex w-full items-center justify-between gap-2 text-left lg:pointer-events-none"
        aria-expanded={open}
        aria-controls="palette-body"
        onClick={() => setOpen((o) => !o)}
      >
        <h2 id="palette-title" className="text-sm font-semibold text-slate-900">
          Question palette
        </h2>
        <ChevronDownIcon className={cn('size-4 text-slate-500 transition-transform lg:hidden', open && 'rotate-180')} />
      </button>
      <div id="palette-body" className={cn('mt-3 space-y-4', !open && 'hidden lg:block')}>
        <ol className="grid grid-cols-6 gap-2 sm:grid-cols-8 lg:grid-cols-5">
          {states.map((s, i) => (
            <li key={i}>
              <button
                type="button"
                onClick={() => canJump && onJump(i)}
                aria-disabled={!canJump || undefined}
                aria-current={i === current ? 'step' : undefined}
                aria-label={`Question ${i + 1}: ${labelOf[s]}`}
                title={canJump ? undefined : 'Moving freely between questions is not allowed in this exam'}
                className={cn(
                  'flex size-10 items-center justify-center rounded-lg border text-sm font-semibold',
                  classOf[s],
                  i === current && 'ring-2 ring-brand-500 ring-offset-2',
                  !canJump && 'cursor-not-allowed',
                )}
              >
                {i + 1}
              </button>
            </li>
          ))}
        </ol>
        <ul className="grid grid-cols-2 gap-x-3 gap-y-2 text-xs text-slate-700" aria-label="Legend">
          {counts.map((l) => (
            <li key={l.state} className="flex items-center gap-2">
              <span className={cn('inline-flex size-5 items-center justify-center rounded border text-[11px] font-semibold', l.className)}>
                {l.n}
              </span>
              <span>{l.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
