import { DepartmentBody } from '@school/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { TextAreaField, TextField } from '@/components/field';
import { FileInput } from '@/components/file-input';
import { bind, errorOf, pick, schemaResolver } from '@/lib/schema-form';
import type { DepartmentInput } from '../api/department-form-data';

const ICON_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const ICON_MAX = 2 * 1024 * 1024;

export const emptyDepartment: DepartmentInput = { title: '', description: '', icon: null };

/** 000 §5 Department: the contract's fields and messages, checked before sending (the server checks them again). */
export const departmentResolver = schemaResolver<DepartmentInput>(pick(DepartmentBody, ['title', 'description']), (v) => ({
  icon:
    v.icon && !ICON_TYPES.includes(v.icon.type)
      ? 'Icon must be a PNG, JPEG, GIF or WebP image.'
      : v.icon && v.icon.size > ICON_MAX
        ? 'Icon is too large (at most 2 MiB).'
        : undefined,
}));

interface Props {
  form: UseFormReturn<DepartmentInput>;
  currentIconUrl?: string | null;
}

/** Department name, description and icon: shared by the Create dialog and the edit drawer. */
export function DepartmentFields({ form, currentIconUrl }: Props) {
  const errors = form.formState.errors;
  return (
    <>
      <TextField
        label="Department name"
        required
        maxLength={120}
        placeholder="e.g. Science"
        {...form.register('title')}
        error={errorOf(errors, 'title')}
        autoFocus
      />
      <TextAreaField
        label="Description"
        required
        maxLength={2000}
        placeholder="What the department looks after"
        {...form.register('description')}
        error={errorOf(errors, 'description')}
      />
      <FileInput
        label="Icon"
        accept={ICON_TYPES.join(',')}
        {...bind(form, 'icon')}
        currentUrl={currentIconUrl}
        hint="Optional. PNG, JPEG, GIF or WebP, at most 2 MiB."
        error={errorOf(errors, 'icon')}
      />
    </>
  );
}
