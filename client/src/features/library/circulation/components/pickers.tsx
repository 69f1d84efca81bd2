import { OptionPicker, type Option } from '@/components/option-picker';
import { useBookOptions, useStudentOptions, type BookOption } from '../api/picker-options';

/** A searchable student picker (GET student, 20 a search). */
export function StudentPicker(props: { value: Option | null; onChange: (v: Option | null) => void; error?: string; required?: boolean }) {
  return (
    <OptionPicker
      label="Student"
      placeholder="Search by name or registration number"
      useOptions={useStudentOptions}
      required={props.required ?? true}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
    />
  );
}

/** A searchable book picker (GET book, 20 a search), each with its available copies. */
export function BookPicker(props: { value: BookOption | null; onChange: (v: BookOption | null) => void; error?: string }) {
  return (
    <OptionPicker
      label="Book"
      placeholder="Search by title"
      useOptions={useBookOptions}
      value={props.value}
      onChange={(v) => props.onChange(v as BookOption | null)}
      error={props.error}
    />
  );
}
