import type { UseFormReturn } from 'react-hook-form';
import { PARENT_RELATIONS } from '@school/contracts';
import { SelectField, TextField } from '@/components/field';
import { useBatches } from '@/features/academics';
import { errorOf, filtered } from '@/lib/schema-form';
import { useSession } from '@/lib/session';
import { useRegistrationPattern } from '../api/registration';
import { RegistrationPatternButton } from './registration-pattern-dialog';

/** The student part of the registration form (issue 11 item 8). */
export interface StudentRegistrationValues {
  batch: string;
  dateOfBirth: string;
  registrationNumber: string;
  parentName: string;
  parentRelation: string;
  parentPhone: string;
  parentEmail: string;
}
export const emptyStudentRegistration: StudentRegistrationValues = {
  batch: '',
  dateOfBirth: '',
  registrationNumber: '',
  parentName: '',
  parentRelation: 'FATHER',
  parentPhone: '',
  parentEmail: '',
};
const RELATION_LABELS: Record<string, string> = { FATHER: 'Father', MOTHER: 'Mother', GUARDIAN: 'Guardian' };

/** Parent fields go together: a name and an e-mail once any of them is filled. */
export function parentCheck(v: StudentRegistrationValues): Partial<Record<string, string>> {
  const any = [v.parentName, v.parentEmail, v.parentPhone].some((x) => x.trim());
  return {
    parentName: any && !v.parentName.trim() ? 'Parent name is required.' : undefined,
    parentEmail: any && !v.parentEmail.trim() ? 'Parent email is required.' : undefined,
  };
}

/** The student's values to send with the registration (blank fields left out). */
export function appendStudentRegistration(fd: FormData, v: StudentRegistrationValues) {
  const any = [v.parentName, v.parentEmail, v.parentPhone].some((x) => x.trim());
  for (const k of ['batch', 'dateOfBirth', 'registrationNumber'] as const) if (v[k].trim()) fd.append(k, v[k].trim());
  if (!any) return;
  fd.append('parentName', v.parentName.trim());
  fd.append('parentRelation', v.parentRelation);
  fd.append('parentEmail', v.parentEmail.trim());
  if (v.parentPhone.trim()) fd.append('parentPhone', v.parentPhone.trim());
}

export function StudentRegistrationFields<T extends StudentRegistrationValues>({ form }: { form: UseFormReturn<T> }) {
  // The form's values include these fields; react-hook-form's generics cannot see that through T.
  const f = form as unknown as UseFormReturn<StudentRegistrationValues>;
  const errors = f.formState.errors;
  const batches = useBatches({ pageNo: 1, perPage: 100, searchTitle: '' });
  const pattern = useRegistrationPattern();
  const role = useSession()?.user.role;
  const example = pattern.data?.data.example;
  return (
    <>
      <h2 className="pt-2 text-sm font-semibold text-slate-900 sm:col-span-2">Admission</h2>
      <SelectField label="Batch" {...f.register('batch')} error={errorOf(errors, 'batch')} hint="The batch's course, branch and session.">
        <option value="">{batches.isPending ? 'Loading…' : 'Not assigned yet'}</option>
        {batches.data?.data.map((b) => (
          <option key={b._id} value={b._id}>
            {`${b.course?.title} · ${b.branch?.title} · ${b.session?.title}`}
          </option>
        ))}
      </SelectField>
      <TextField label="Date of birth" type="date" {...f.register('dateOfBirth')} error={errorOf(errors, 'dateOfBirth')} />
      <div className="sm:col-span-2">
        <TextField
          label="Registration No"
          {...f.register('registrationNumber')}
          error={errorOf(errors, 'registrationNumber')}
          autoComplete="off"
          placeholder={example ? `Automatic, like ${example}` : 'Automatic'}
          hint={
            pattern.data
              ? `Leave blank to number by the institute's pattern ${pattern.data.data.pattern}; a typed number must be unused.`
              : 'Leave blank to number automatically; a typed number must be unused.'
          }
        />
        {role === 'ADMIN' || role === 'SUPER_ADMIN' ? <RegistrationPatternButton current={pattern.data?.data.pattern} /> : null}
      </div>
      <h2 className="pt-2 text-sm font-semibold text-slate-900 sm:col-span-2">Parent</h2>
      <p className="-mt-2 text-sm text-slate-600 sm:col-span-2">
        The parent gets an account and an invitation. A parent already registered with this e-mail is linked instead (siblings).
      </p>
      <TextField label="Parent name" {...f.register('parentName')} error={errorOf(errors, 'parentName')} autoComplete="off" />
      <SelectField label="Relation" {...f.register('parentRelation')} error={errorOf(errors, 'parentRelation')}>
        {PARENT_RELATIONS.map((r) => (
          <option key={r} value={r}>
            {RELATION_LABELS[r]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Parent phone"
        inputMode="tel"
        {...filtered(f.register('parentPhone'), (t) => t.replace(/[^\d+]/g, ''))}
        error={errorOf(errors, 'parentPhone')}
      />
      <TextField
        label="Parent email"
        type="email"
        {...f.register('parentEmail')}
        error={errorOf(errors, 'parentEmail')}
        autoComplete="off"
      />
    </>
  );
}
