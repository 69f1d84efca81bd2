import { ONLINE_FLAGS } from '@school/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { TextAreaField, TextField } from '@/components/field';
import { errorOf } from '@/lib/schema-form';
import type { OnlineSettings } from '../api/types';

type Flag = Exclude<keyof OnlineSettings, 'negativeMark' | 'conclusionText'>;

/** The online-only switches (002 §3 Exam), in the order the spec lists them. */
const SETTINGS: [Flag, string][] = [
  ['allowStudentToMoveFreely', 'Allow students to move freely between questions'],
  ['randomizeQuestionOrder', 'Randomize the question order'],
  ['allowBlankSubmit', 'Allow a blank answer to be submitted'],
  ['negativeMarking', 'Negative marking'],
  ['disableRightClick', 'Disable right click'],
  ['disableCopyPaste', 'Disable copy and paste'],
  ['disableDisplayTranslate', 'Disable translation of the page'],
  ['disableAutocomplete', 'Disable autocomplete'],
  ['disableSpellCheck', 'Disable spell check'],
  ['disablePrinting', 'Disable printing'],
];
const REVIEW: [Flag, string][] = [
  ['showExamScoreAfterEnd', 'Show the score after the exam ends'],
  ['showExamResponseAfterEnd', 'Show the responses after the exam ends'],
  ['showExamCorrectAnswerAfterEnd', 'Show the correct answers after the exam ends'],
  ['showExamExplanationAfterEnd', 'Show the explanations after the exam ends'],
];

export type OnlineValues = Record<Flag, boolean> & { negativeMark: string; conclusionText: string };

export const onlineDefaults = (e?: Partial<OnlineSettings>): OnlineValues => ({
  allowStudentToMoveFreely: e?.allowStudentToMoveFreely ?? true,
  randomizeQuestionOrder: e?.randomizeQuestionOrder ?? false,
  allowBlankSubmit: e?.allowBlankSubmit ?? false,
  negativeMarking: e?.negativeMarking ?? false,
  negativeMark: e?.negativeMark ? String(e.negativeMark) : '',
  disableRightClick: e?.disableRightClick ?? false,
  disableCopyPaste: e?.disableCopyPaste ?? false,
  disableDisplayTranslate: e?.disableDisplayTranslate ?? false,
  disableAutocomplete: e?.disableAutocomplete ?? false,
  disableSpellCheck: e?.disableSpellCheck ?? false,
  disablePrinting: e?.disablePrinting ?? false,
  conclusionText: e?.conclusionText ?? '',
  showExamScoreAfterEnd: e?.showExamScoreAfterEnd ?? false,
  showExamResponseAfterEnd: e?.showExamResponseAfterEnd ?? false,
  showExamCorrectAnswerAfterEnd: e?.showExamCorrectAnswerAfterEnd ?? false,
  showExamExplanationAfterEnd: e?.showExamExplanationAfterEnd ?? false,
});

/** The body's online part: the flags by name (the form holds other fields too), a negative mark only with negative marking. */
export const onlineBody = (v: OnlineValues): Partial<OnlineSettings> => ({
  ...Object.fromEntries(ONLINE_FLAGS.map((f) => [f, !!v[f]])),
  negativeMark: v.negativeMarking && v.negativeMark !== '' ? Number(v.negativeMark) : 0,
  conclusionText: v.conclusionText.trim(),
});

export function onlineCheck(v: OnlineValues): Record<string, string | undefined> {
  const mark = Number(v.negativeMark);
  return {
    negativeMark: !v.negativeMarking
      ? undefined
      : v.negativeMark === '' || mark === 0
        ? 'Negative mark is required when negative marking is on.'
        : !(mark > 0 && mark <= 100)
          ? 'Negative mark must be between 0 and 100 (percent of the mark).'
          : undefined,
    conclusionText: v.conclusionText.length > 2000 ? 'Conclusion text must be at most 2000 characters.' : undefined,
  };
}

function Flags<T extends OnlineValues>({ form, rows, legend }: { form: UseFormReturn<T>; rows: [Flag, string][]; legend: string }) {
  const reg = form.register as unknown as UseFormReturn<OnlineValues>['register'];
  return (
    <fieldset className="rounded-xl p-3 ring-1 ring-slate-200">
      <legend className="px-1 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="grid gap-1.5 sm:grid-cols-2">
        {rows.map(([name, label]) => (
          <label key={name} className="flex items-start gap-2 text-sm text-slate-700">
            <input type="checkbox" className="mt-0.5 accent-brand-600" {...reg(name)} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** 002 §4: ONLINE switches on the online settings and the review flags sections. */
export function OnlineSettingsFields<T extends OnlineValues>({ form }: { form: UseFormReturn<T> }) {
  const f = form as unknown as UseFormReturn<OnlineValues>;
  const errors = f.formState.errors;
  const negative = f.watch('negativeMarking');
  return (
    <div className="space-y-4" data-testid="online-settings">
      <Flags form={f} rows={SETTINGS} legend="Online settings" />
      {negative ? (
        <TextField
          label="Negative mark (% of the question's mark)"
          type="number"
          min={0}
          max={100}
          step="any"
          required
          {...f.register('negativeMark')}
          error={errorOf(errors, 'negativeMark')}
        />
      ) : null}
      <TextAreaField
        label="Conclusion text"
        rows={2}
        maxLength={2000}
        {...f.register('conclusionText')}
        error={errorOf(errors, 'conclusionText')}
      />
      <Flags form={f} rows={REVIEW} legend="Review after the exam" />
    </div>
  );
}
