import { IssueBookBody, LIBRARY_MESSAGES } from '@school/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import type { Option } from '@/components/option-picker';
import { bind, errorOf, schemaResolver } from '@/lib/schema-form';
import { useIssueBook, usePlaceHold } from '../api/library-mutations';
import { useLibraryRules } from '../api/library-queries';
import type { BookOption } from '../api/picker-options';
import { defaultReturnDate, instituteToday, lastReturnDate, returnDateProblem } from './library-format';
import { BookPicker, StudentPicker } from './pickers';

interface Values {
  student: Option | null;
  book: BookOption | null;
  returnDate: string;
}

const dateMessages = { past: LIBRARY_MESSAGES.returnDatePast, tooFar: LIBRARY_MESSAGES.returnDateTooFar };

/** The contract's messages ('Student id is required.', 'Book is required.', 'Return date is required.') and the date rule. */
const resolver = schemaResolver<Values>(
  IssueBookBody,
  (v) => (v.book && v.book.available <= 0 ? {} : { returnDate: returnDateProblem(v.returnDate, instituteToday(), dateMessages) }),
  {
    toBody: (v) => ({ user: v.student?._id ?? '', book: v.book?._id ?? '', returnDate: v.returnDate || '' }),
    fieldOf: { user: 'student' },
  },
);

/**
 * 001 §2 Issue New Book: student, book and return date (today + the rules' loan days). A book with no copy available
 * offers "Place a hold" instead: the next copy back is kept for the student.
 */
export function IssueBookDialog({ open, onClose, student }: { open: boolean; onClose: () => void; student?: Option | null }) {
  const rules = useLibraryRules(open);
  const loanDays = rules.data?.data.loanDays;
  const today = instituteToday();
  const empty = (): Values => ({ student: student ?? null, book: null, returnDate: defaultReturnDate(today, loanDays) });
  const form = useForm<Values>({ defaultValues: empty(), resolver });
  const issue = useIssueBook();
  const hold = usePlaceHold();
  const book = form.watch('book');
  const holdInstead = !!book && book.available <= 0;

  // The rules arrive after the dialog opens: the default date follows them until the user picks one.
  useEffect(() => {
    if (open && !form.formState.dirtyFields.returnDate) form.setValue('returnDate', defaultReturnDate(instituteToday(), loanDays));
  }, [open, loanDays, form]);
  // The preselected student (a profile's Issue New Book), by id: a parent's new object each render changes nothing.
  const presetId = student?._id;
  const presetLabel = student?.label;
  useEffect(() => {
    if (open && presetId && presetLabel) form.setValue('student', { _id: presetId, label: presetLabel });
  }, [open, presetId, presetLabel, form]);

  const close = () => {
    form.reset(empty());
    onClose();
  };
  const errors = form.formState.errors;
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Issue New Book"
      description={
        holdInstead
          ? 'No copy of this book is on the shelf: place a hold and the next copy that comes back is kept for this student.'
          : 'Lend a copy to a student until the return date; a late return is fined under the library rules.'
      }
      submitLabel={holdInstead ? 'Place a hold' : 'Issue Book'}
      form={form}
      submit={(v) =>
        holdInstead
          ? hold.mutateAsync({ book: v.book!._id, user: v.student!._id })
          : issue.mutateAsync({ user: v.student!._id, book: v.book!._id, returnDate: v.returnDate })
      }
      onSuccess={close}
    >
      <StudentPicker {...bind(form, 'student')} error={errorOf(errors, 'student')} />
      <BookPicker {...bind(form, 'book')} error={errorOf(errors, 'book')} />
      {holdInstead ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800" role="status">
          0 copies available.
        </p>
      ) : (
        <TextField
          type="date"
          label="Return date"
          required
          min={today}
          max={lastReturnDate(today)}
          hint={loanDays ? `The library lends for ${loanDays} days.` : undefined}
          {...form.register('returnDate')}
          error={errorOf(errors, 'returnDate')}
        />
      )}
    </FormDialog>
  );
}
