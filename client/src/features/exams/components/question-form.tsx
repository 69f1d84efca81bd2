import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { SelectField, TextField } from '@/components/field';
import { FileInput } from '@/components/file-input';
import { FormError } from '@/components/form-error';
import { RichTextField } from '@/components/rich-text-field';
import { CloseIcon, PlusIcon } from '@/components/icons';
import { useFormSubmit } from '@/components/use-form-submit';
import { bind, errorOf, NO_SCHEMA, schemaResolver } from '@/lib/schema-form';
import { useAddQuestion } from '../api/exam-writes';
import { checkQuestion, optionProblem, questionForm, type QuestionValues } from './question-rules';
import { withFallback } from './fallback';

const EMPTY: QuestionValues = {
  type: 'MCQTYPE',
  question: '',
  options: [],
  newOption: '',
  answer: '',
  markAwarded: '1',
  explanation: '',
  attachment: null,
};
const resolver = schemaResolver<QuestionValues>(NO_SCHEMA, checkQuestion);

/**
 * 002 §5 the Create Question form: the type switches between the choice layout (options added one at a time, the
 * answer picked among them) and the written one; an image may stand for the text; ATTACHMENT takes a PDF.
 */
export function QuestionForm({
  subjectExamId,
  save,
  explanationHint = 'Optional: shown with the answer after the exam when the exam allows it.',
}: {
  subjectExamId: string;
  /** Another owner's add call (an assignment's questions): given the form's checked values. */
  save?: (v: QuestionValues) => Promise<{ message: string }>;
  explanationHint?: string;
}) {
  const add = useAddQuestion();
  const form = useForm<QuestionValues>({ defaultValues: EMPTY, resolver });
  const { busy, handleSubmit, serverError } = useFormSubmit({
    form,
    submit: (v) => withFallback(save ? save(v) : add.mutateAsync(questionForm(subjectExamId, v)), 'Oops! something went wrong.'),
    onSuccess: () => form.reset(EMPTY),
  });
  const errors = form.formState.errors;
  const type = form.watch('type');
  const options = form.watch('options');
  const answer = form.watch('answer');
  const addOption = () => {
    const next = form.getValues('newOption');
    const problem = optionProblem(options, next);
    if (problem) {
      form.setError('newOption', { type: 'check', message: problem });
      return;
    }
    form.clearErrors('newOption');
    form.setValue('options', [...options, next.trim()]);
    form.setValue('newOption', '');
  };
  const removeOption = (o: string) => {
    form.setValue(
      'options',
      options.filter((x) => x !== o),
    );
    if (answer === o) form.setValue('answer', '');
  };
  return (
    <Card className="p-5">
      <h3 className="mb-4 text-base font-semibold text-slate-900">Create Question</h3>
      <form onSubmit={handleSubmit} noValidate className="space-y-4" aria-label="Create Question">
        <FormError message={serverError} />
        <SelectField
          label="Question type"
          required
          {...form.register('type', { onChange: () => form.clearErrors() })}
          error={errorOf(errors, 'type')}
        >
          <option value="MCQTYPE">Multiple choice</option>
          <option value="LONGTYPE">Long answer</option>
          <option value="ATTACHMENT">Attachment (PDF)</option>
        </SelectField>
        <Controller
          control={form.control}
          name="question"
          render={({ field }) => (
            <RichTextField
              label="Question"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorOf(errors, 'question')}
            />
          )}
        />
        <FileInput
          label={type === 'ATTACHMENT' ? 'Question PDF' : 'Question image'}
          accept={type === 'ATTACHMENT' ? 'application/pdf,.pdf' : 'image/*'}
          {...bind(form, 'attachment')}
          hint={
            type === 'ATTACHMENT'
              ? 'The paper students answer, as a PDF of at most 10 MiB.'
              : 'Optional: an image shown with the question (at most 10 MiB).'
          }
          error={errorOf(errors, 'attachment')}
        />
        {type === 'MCQTYPE' ? (
          <fieldset className="space-y-3 rounded-xl p-3 ring-1 ring-slate-200">
            <legend className="px-1 text-sm font-semibold text-slate-800">Options and answer</legend>
            <div className="flex items-end gap-2">
              <div className="min-w-0 flex-1">
                <TextField
                  label="Option"
                  maxLength={500}
                  {...form.register('newOption')}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      addOption();
                    }
                  }}
                  error={errorOf(errors, 'newOption')}
                />
              </div>
              <Button variant="secondary" onClick={addOption} className={errorOf(errors, 'newOption') ? 'mb-7' : undefined}>
                <PlusIcon className="size-4" /> Add option
              </Button>
            </div>
            {options.length ? (
              <div role="radiogroup" aria-label="Answer" className="space-y-1.5">
                {options.map((o) => (
                  <div key={o} className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2" data-testid="question-option">
                    <label className="flex min-w-0 flex-1 items-center gap-2 text-sm text-slate-800">
                      <input
                        type="radio"
                        className="accent-brand-600"
                        checked={answer === o}
                        onChange={() => form.setValue('answer', o, { shouldValidate: form.formState.isSubmitted })}
                      />
                      <span className="break-words">{o}</span>
                    </label>
                    <button
                      type="button"
                      onClick={() => removeOption(o)}
                      className="rounded-md p-1 text-slate-500 hover:bg-slate-200 hover:text-slate-800"
                      aria-label={`Remove option ${o}`}
                    >
                      <CloseIcon className="size-4" />
                    </button>
                  </div>
                ))}
              </div>
            ) : null}
            {errorOf(errors, 'answer') ? (
              <p className="text-sm text-rose-600" role="alert">
                {errorOf(errors, 'answer')}
              </p>
            ) : (
              <p className="text-xs text-slate-500">Pick the right answer among the options.</p>
            )}
          </fieldset>
        ) : null}
        <TextField
          label="Points"
          type="number"
          min={0.25}
          max={100}
          step="0.25"
          required
          {...form.register('markAwarded')}
          error={errorOf(errors, 'markAwarded')}
        />
        <Controller
          control={form.control}
          name="explanation"
          render={({ field }) => (
            <RichTextField
              label="Explanation"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              minHeight="min-h-16"
              hint={explanationHint}
            />
          )}
        />
        <div className="flex justify-end">
          <Button type="submit" loading={busy}>
            Add Question
          </Button>
        </div>
      </form>
    </Card>
  );
}
