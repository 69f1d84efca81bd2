import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDrawer } from '@/components/drawer';
import { SelectField, TextAreaField, TextField } from '@/components/field';
import { FileInput } from '@/components/file-input';
import { useBatches } from '@/features/academics';
import type { UserDetails } from '../api/users';
import { useUpdateUser } from '../api/users';
import { bind, errorOf, NO_SCHEMA, schemaResolver } from '@/lib/schema-form';
import { studentFormData, studentValues, validateStudent, type StudentValues } from './student-fields';
import { CASTES, COUNTRY_CODES, GENDERS } from '@/components/person-options';

/**
 * The edit sends only the changed fields as multipart (PUT user/update/:id has no body schema of its own): the spec's
 * messages are checked against the values the drawer opened with (the form's context).
 */
const resolver = schemaResolver<StudentValues>(NO_SCHEMA, (v, before) => validateStudent(v, before as StudentValues));

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** 001 §2 Edit Student Details: a right drawer; PUT user/update/:id with only the changed fields. */
export function EditStudentDrawer({ student, open, onClose }: { student: UserDetails | undefined; open: boolean; onClose: () => void }) {
  const [before, setBefore] = useState<StudentValues | null>(null);
  const form = useForm<StudentValues & { photo: File | null }>({ resolver: resolver as never, context: before });
  const errors = form.formState.errors;
  const update = useUpdateUser();
  const batches = useBatches({ pageNo: 1, perPage: 100, searchTitle: '' });

  useEffect(() => {
    if (!open || !student) return;
    const initial = studentValues(student);
    setBefore(initial);
    form.reset({ ...initial, photo: null });
  }, [open, student, form]);

  const text = (k: keyof StudentValues, label: string, extra: Partial<React.InputHTMLAttributes<HTMLInputElement>> = {}) => (
    <TextField label={label} {...form.register(k)} error={errorOf(errors, k)} {...extra} />
  );

  return (
    <FormDrawer
      open={open}
      onClose={onClose}
      title="Edit Student Details"
      description={student ? `${student.displayName} · ${student.email}` : undefined}
      submitLabel="Update"
      form={form}
      submit={({ photo, ...values }) => update.mutateAsync({ id: student!._id, body: studentFormData(values, before!, photo) })}
      onSuccess={onClose}
    >
      {before ? (
        <div className="space-y-6">
          <Group title="Personal">
            {text('name', 'Student Name', { required: true, autoFocus: true })}
            <TextField label="Email" value={student?.email ?? ''} disabled readOnly hint="The email cannot be changed." />
            <div className="grid grid-cols-[7rem_1fr] gap-3">
              <SelectField label="Country" {...form.register('countryCode')} error={errorOf(errors, 'countryCode')}>
                {COUNTRY_CODES.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.label}
                  </option>
                ))}
              </SelectField>
              {text('phoneNumber', 'Phone Number', { required: true, inputMode: 'tel' })}
            </div>
            {text('dateOfBirth', 'Date of birth', { type: 'date' })}
            <div className="grid grid-cols-2 gap-3">
              <SelectField label="Gender" {...form.register('gender')}>
                <option value="">Choose</option>
                {GENDERS.map((g) => (
                  <option key={g.value} value={g.value}>
                    {g.label}
                  </option>
                ))}
              </SelectField>
              <SelectField label="Caste" {...form.register('caste')}>
                <option value="">Choose</option>
                {CASTES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </SelectField>
            </div>
            <FileInput label="Photo" {...bind(form, 'photo')} currentUrl={student?.photoUrl} hint="Optional. An image, at most 2 MiB." />
          </Group>
          <Group title="Admission Details">
            <SelectField label="Batch" {...form.register('batch')} hint="The batch's session, course and branch.">
              <option value="">{batches.isPending ? 'Loading…' : 'Not assigned'}</option>
              {batches.data?.data.map((b) => (
                <option key={b._id} value={b._id}>
                  {`${b.course?.title} · ${b.branch?.title} · ${b.session?.title}`}
                </option>
              ))}
            </SelectField>
            <div className="grid grid-cols-2 gap-3">
              {text('applicationNumber', 'Application No')}
              {text('enrollmentCode', 'Enrollment Code')}
              {text('registrationNumber', 'Registration No')}
              {text('rollNumber', 'Roll Number')}
            </div>
            {text('libraryCardNumber', 'Library Card Number')}
            <div className="grid grid-cols-2 gap-3">
              <SelectField label="Hostel" {...form.register('isHostler')}>
                <option value="">Not set</option>
                <option value="true">Yes</option>
                <option value="false">No</option>
              </SelectField>
              <SelectField label="Transport" {...form.register('isUsingTransport')}>
                <option value="">Not set</option>
                <option value="true">Yes</option>
                <option value="false">No</option>
              </SelectField>
            </div>
          </Group>
          <Group title="Parent Details">
            {text('fatherName', 'Father Name')}
            {text('motherName', 'Mother Name')}
            {text('parentNumber', 'Parent Number', { inputMode: 'tel' })}
            {text('parentEmail', 'Parent Email', { type: 'email' })}
          </Group>
          <Group title="Other Details">
            {text('aadharNumber', 'Aadhar Number', { inputMode: 'numeric', maxLength: 12 })}
            <div className="grid grid-cols-2 gap-3">
              {text('state', 'State')}
              {text('district', 'District')}
              {text('city', 'City')}
              {text('pinCode', 'Pin Code', { inputMode: 'numeric', maxLength: 10 })}
            </div>
            <TextAreaField label="Address" rows={3} {...form.register('address')} error={errorOf(errors, 'address')} />
          </Group>
        </div>
      ) : null}
    </FormDrawer>
  );
}
