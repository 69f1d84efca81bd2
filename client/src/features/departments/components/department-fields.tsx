import { TextAreaField, TextField } from '@/components/field';
import { FileInput } from '@/components/file-input';
import type { DepartmentInput } from '../api/department-form-data';

export type DepartmentErrors = Partial<Record<keyof DepartmentInput, string>>;

const ICON_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const ICON_MAX = 2 * 1024 * 1024;

export const emptyDepartment: DepartmentInput = { title: '', description: '', icon: null };

/** 000 §5 Department: the spec's messages, checked before sending (the server checks them again). */
export function validateDepartment(v: DepartmentInput): DepartmentErrors {
  const e: DepartmentErrors = {};
  if (!v.title.trim()) e.title = 'Department name is required.';
  else if (v.title.trim().length > 120) e.title = 'Department name must be at most 120 characters.';
  if (!v.description.trim()) e.description = 'Description is required.';
  else if (v.description.trim().length > 2000) e.description = 'Description must be at most 2000 characters.';
  if (v.icon && !ICON_TYPES.includes(v.icon.type)) e.icon = 'Icon must be a PNG, JPEG, GIF or WebP image.';
  else if (v.icon && v.icon.size > ICON_MAX) e.icon = 'Icon is too large (at most 2 MiB).';
  return e;
}

export const hasErrors = (e: DepartmentErrors) => Object.keys(e).length > 0;

interface Props {
  value: DepartmentInput;
  errors: DepartmentErrors;
  onChange: (next: DepartmentInput) => void;
  currentIconUrl?: string | null;
}

/** Department name, description and icon: shared by the Create dialog and the edit drawer. */
export function DepartmentFields({ value, errors, onChange, currentIconUrl }: Props) {
  return (
    <>
      <TextField
        label="Department name"
        name="departmentName"
        required
        maxLength={120}
        placeholder="e.g. Science"
        value={value.title}
        onChange={(e) => onChange({ ...value, title: e.target.value })}
        error={errors.title}
        autoFocus
      />
      <TextAreaField
        label="Description"
        name="description"
        required
        maxLength={2000}
        placeholder="What the department looks after"
        value={value.description}
        onChange={(e) => onChange({ ...value, description: e.target.value })}
        error={errors.description}
      />
      <FileInput
        label="Icon"
        accept={ICON_TYPES.join(',')}
        value={value.icon}
        onChange={(icon) => onChange({ ...value, icon })}
        currentUrl={currentIconUrl}
        hint="Optional. PNG, JPEG, GIF or WebP, at most 2 MiB."
        error={errors.icon}
      />
    </>
  );
}
