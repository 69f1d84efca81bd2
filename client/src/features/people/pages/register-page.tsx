import { mayManageRole, RegisterBody, StudentRegisterBody } from '@school/contracts';
import { useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useLocation, useSearchParams } from 'wouter';
import { Button } from '@/components/button';
import { Card, PageHeader } from '@/components/card';
import { SelectField, TextField } from '@/components/field';
import { FileInput } from '@/components/file-input';
import { FormError } from '@/components/form-error';
import { useFormSubmit } from '@/components/use-form-submit';
import { paths, pathTo, roleLabel } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { bind, errorOf, filtered, pick, schemaResolver } from '@/lib/schema-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRegisterUser } from '../api/users';
import { useRegisterStudent } from '../api/registration';
import {
  appendStudentRegistration,
  emptyStudentRegistration,
  parentCheck,
  StudentRegistrationFields,
  type StudentRegistrationValues,
} from '../components/student-registration-fields';
import { CASTES, COUNTRY_CODES, GENDERS } from '@/components/person-options';

const ROLES = ['STUDENT', 'TEACHER', 'STAFF', 'ADMIN', 'MANAGER'] as const;
type RegRole = (typeof ROLES)[number];

interface Values {
  name: string;
  email: string;
  countryCode: string;
  phoneNumber: string;
  gender: string;
  caste: string;
}
type FormValues = Values & StudentRegistrationValues & { photo: File | null };
const empty: FormValues = {
  name: '',
  email: '',
  countryCode: '+91',
  phoneNumber: '',
  gender: '',
  caste: '',
  photo: null,
  ...emptyStudentRegistration,
};
const ACCOUNT = ['name', 'email', 'countryCode', 'phoneNumber', 'gender', 'caste'] as const;
const nameRule = (v: FormValues) => ({ name: v.name.trim() ? undefined : 'Name is required' });

/**
 * 001 §5 Registration: the contract's fields and messages (the role comes from the address). The body takes `name` or
 * `displayName`, so its schema cannot require either: this form's rule is here.
 */
const resolver = schemaResolver<FormValues>(pick(RegisterBody, [...ACCOUNT]), nameRule);
const OPTIONAL_STUDENT = new Set(['batch', 'dateOfBirth', 'registrationNumber', 'parentName', 'parentPhone', 'parentEmail']);
/** A student also gives the batch, birth date, number and parent (POST student/register, issue 11). */
const studentResolver = schemaResolver<FormValues>(
  pick(StudentRegisterBody, [
    ...ACCOUNT,
    'batch',
    'dateOfBirth',
    'registrationNumber',
    'parentName',
    'parentRelation',
    'parentPhone',
    'parentEmail',
  ]),
  (v) => ({ ...nameRule(v), ...parentCheck(v) }),
  // Blank optional fields are not sent (appendStudentRegistration), so the schema does not see them either.
  {
    toBody: (v) =>
      Object.fromEntries(Object.entries(v).filter(([k, x]) => !(OPTIONAL_STUDENT.has(k) && typeof x === 'string' && !x.trim()))),
  },
);

/** /panel/admin/register?role=: registers a user into the active institute (POST auth/management/register, multipart). */
export function RegisterPage() {
  const [params, setParams] = useSearchParams();
  const me = useSession()?.user.role;
  // The server refuses a role above the caller's (contracts mayManageRole): the form does not offer it.
  const offered = ROLES.filter((r) => !me || mayManageRole(me, r));
  const asked = params.get('role')?.toUpperCase() as RegRole | undefined;
  const role: RegRole = asked && offered.includes(asked) ? asked : 'STUDENT';
  useDocumentTitle(`Register ${roleLabel(role)}`);
  const [, navigate] = useLocation();
  const roleRef = useRef(role);
  roleRef.current = role;
  const byRole: Resolver<FormValues> = (values, context, options) =>
    (roleRef.current === 'STUDENT' ? studentResolver : resolver)(values, context, options);
  const form = useForm<FormValues>({ defaultValues: empty, resolver: byRole });
  const errors = form.formState.errors;
  const register = useRegisterUser();
  const registerStudent = useRegisterStudent();
  const {
    busy,
    handleSubmit: submit,
    serverError,
    reset: clearServerError,
  } = useFormSubmit({
    form,
    submit: (v) => {
      const fd = new FormData();
      fd.append('name', v.name.trim());
      fd.append('email', v.email.trim());
      fd.append('countryCode', v.countryCode);
      fd.append('phoneNumber', v.phoneNumber.trim());
      fd.append('gender', v.gender);
      fd.append('caste', v.caste);
      if (v.photo) fd.append('photo', v.photo, v.photo.name);
      if (role === 'STUDENT') {
        appendStudentRegistration(fd, v);
        return registerStudent.mutateAsync(fd).then((res) => {
          navigate(pathTo(paths.studentDetail, { id: res.data._id }));
          return res;
        });
      }
      fd.append('role', role);
      return register.mutateAsync(fd).then((res) => {
        if (role === 'TEACHER' || role === 'STAFF') navigate(pathTo(paths.staffDetail, { id: res.data._id }));
        return res;
      });
    },
    onSuccess: () => reset(),
  });
  const reset = () => {
    form.reset(empty);
    clearServerError();
  };
  return (
    <>
      <PageHeader
        title={`Register ${roleLabel(role)}`}
        description="The new user joins your institute and gets an e-mail to set a password."
      />
      <Card className="max-w-3xl">
        <form onSubmit={submit} noValidate>
          <div className="grid grid-cols-1 gap-4 p-5 sm:grid-cols-2">
            {serverError ? (
              <div className="sm:col-span-2">
                <FormError message={serverError} />
              </div>
            ) : null}
            <SelectField label="Role" value={role} onChange={(e) => setParams({ role: e.target.value }, { replace: true })}>
              {offered.map((r) => (
                <option key={r} value={r}>
                  {roleLabel(r)}
                </option>
              ))}
            </SelectField>
            <TextField label="Name" required {...form.register('name')} error={errorOf(errors, 'name')} autoComplete="off" />
            <TextField
              label="Email"
              required
              type="email"
              {...form.register('email')}
              error={errorOf(errors, 'email')}
              autoComplete="off"
            />
            <div className="grid grid-cols-[7.5rem_1fr] gap-3">
              <SelectField label="Country" required {...form.register('countryCode')} error={errorOf(errors, 'countryCode')}>
                {COUNTRY_CODES.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.label}
                  </option>
                ))}
              </SelectField>
              <TextField
                label="Phone Number"
                required
                inputMode="tel"
                {...filtered(form.register('phoneNumber'), (t) => t.replace(/[^\d]/g, ''))}
                error={errorOf(errors, 'phoneNumber')}
              />
            </div>
            <SelectField label="Gender" required {...form.register('gender')} error={errorOf(errors, 'gender')}>
              <option value="">Choose a gender</option>
              {GENDERS.map((g) => (
                <option key={g.value} value={g.value}>
                  {g.label}
                </option>
              ))}
            </SelectField>
            <SelectField label="Caste" required {...form.register('caste')} error={errorOf(errors, 'caste')}>
              <option value="">Choose a caste</option>
              {CASTES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
            {role === 'STUDENT' ? <StudentRegistrationFields form={form} /> : null}
            <div className="sm:col-span-2">
              <FileInput label="Add Image" {...bind(form, 'photo')} hint="Optional photo. PNG, JPEG, GIF or WebP, at most 2 MiB." />
            </div>
          </div>
          <div className="flex flex-col-reverse items-stretch gap-2 rounded-b-2xl border-t border-slate-100 bg-slate-50/70 px-5 py-4 sm:flex-row sm:items-center sm:justify-end">
            {busy ? (
              <p className="text-sm text-slate-600 sm:mr-auto" role="status">
                Registration is on progress
              </p>
            ) : null}
            <Button variant="secondary" onClick={reset} disabled={busy}>
              Reset
            </Button>
            <Button type="submit" loading={busy}>
              Submit
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
