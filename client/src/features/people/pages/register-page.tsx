import { useState, type FormEvent } from 'react';
import { mayManageRole } from '@school/contracts';
import { useLocation, useSearchParams } from 'wouter';
import { Button } from '@/components/button';
import { Card, PageHeader } from '@/components/card';
import { SelectField, TextField } from '@/components/field';
import { FileInput } from '@/components/file-input';
import { FormError } from '@/components/form-error';
import { errorMessage } from '@/lib/api-client';
import { paths, pathTo, roleLabel } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRegisterUser } from '../api/users';
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
type Errors = Partial<Record<keyof Values, string>>;
const empty: Values = { name: '', email: '', countryCode: '+91', phoneNumber: '', gender: '', caste: '' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 001 §5 Registration, with the spec's (and the server's) messages. */
export function validateRegistration(v: Values): Errors {
  const e: Errors = {};
  if (!v.name.trim()) e.name = 'Name is required';
  if (!v.email.trim()) e.email = 'Email is required';
  else if (!EMAIL.test(v.email.trim())) e.email = 'Please enter a valid email address';
  if (!v.phoneNumber.trim()) e.phoneNumber = 'Phone number is required';
  else if (v.phoneNumber.replace(/\D/g, '').length < 10) e.phoneNumber = 'Minimum 10 digits required';
  if (!v.gender) e.gender = 'Gender is required';
  if (!v.caste) e.caste = 'Caste is required';
  if (!v.countryCode) e.countryCode = 'Country is required.';
  return e;
}

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
  const [v, setV] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const register = useRegisterUser();
  const set = (patch: Partial<Values>) => {
    const next = { ...v, ...patch };
    setV(next);
    if (Object.keys(errors).length) setErrors(validateRegistration(next));
  };
  const reset = () => {
    setV(empty);
    setErrors({});
    setPhoto(null);
    setServerError(null);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setServerError(null);
    const found = validateRegistration(v);
    setErrors(found);
    if (Object.keys(found).length) return;
    const fd = new FormData();
    fd.append('name', v.name.trim());
    fd.append('email', v.email.trim());
    fd.append('countryCode', v.countryCode);
    fd.append('phoneNumber', v.phoneNumber.trim());
    fd.append('gender', v.gender);
    fd.append('caste', v.caste);
    fd.append('role', role);
    if (photo) fd.append('photo', photo, photo.name);
    setBusy(true);
    try {
      const res = await register.mutateAsync(fd);
      toast.success(res.message);
      reset();
      if (role === 'STUDENT') navigate(pathTo(paths.studentDetail, { id: res.data._id }));
      else if (role === 'TEACHER' || role === 'STAFF') navigate(pathTo(paths.staffDetail, { id: res.data._id }));
    } catch (err) {
      const message = errorMessage(err);
      setServerError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <PageHeader title={`Register ${roleLabel(role)}`} description="The new user joins your institute and gets an e-mail to set a password." />
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
            <TextField label="Name" required value={v.name} onChange={(e) => set({ name: e.target.value })} error={errors.name} autoComplete="off" />
            <TextField label="Email" required type="email" value={v.email} onChange={(e) => set({ email: e.target.value })} error={errors.email} autoComplete="off" />
            <div className="grid grid-cols-[7.5rem_1fr] gap-3">
              <SelectField label="Country" required value={v.countryCode} onChange={(e) => set({ countryCode: e.target.value })} error={errors.countryCode}>
                {COUNTRY_CODES.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.label}
                  </option>
                ))}
              </SelectField>
              <TextField label="Phone Number" required inputMode="tel" value={v.phoneNumber} onChange={(e) => set({ phoneNumber: e.target.value.replace(/[^\d]/g, '') })} error={errors.phoneNumber} />
            </div>
            <SelectField label="Gender" required value={v.gender} onChange={(e) => set({ gender: e.target.value })} error={errors.gender}>
              <option value="">Choose a gender</option>
              {GENDERS.map((g) => (
                <option key={g.value} value={g.value}>
                  {g.label}
                </option>
              ))}
            </SelectField>
            <SelectField label="Caste" required value={v.caste} onChange={(e) => set({ caste: e.target.value })} error={errors.caste}>
              <option value="">Choose a caste</option>
              {CASTES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
            <div className="sm:col-span-2">
              <FileInput label="Add Image" value={photo} onChange={setPhoto} hint="Optional photo. PNG, JPEG, GIF or WebP, at most 2 MiB." />
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
