import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AccountUpdateBody, type UserDetails } from '@school/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { Card, PageHeader } from '@/components/card';
import { SelectField, TextField } from '@/components/field';
import { FileInput } from '@/components/file-input';
import { FormError } from '@/components/form-error';
import { useFormSubmit } from '@/components/use-form-submit';
import { api, errorMessage, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';
import { userDetailsKey } from '../api/get-user-details';
import { getSession, updateSessionUser, useSession } from '@/lib/session';
import { bind, errorOf, filtered, schemaResolver } from '@/lib/schema-form';
import { useDocumentTitle } from '@/lib/use-document-title';
// By path: people/index pulls in its tables, this page needs only the options.
import { COUNTRY_CODES, GENDERS } from '@/components/person-options';

/** What the account form reads of GET user/details (contracts' UserDetails). */
type Account = Pick<UserDetails, '_id' | 'displayName' | 'email' | 'countryCode' | 'phoneNumber' | 'gender' | 'photoUrl'>;
interface Values {
  displayName: string;
  countryCode: string;
  phoneNumber: string;
  gender: string;
}
type FormValues = Values & { photo: File | null };

/** The contract's body and its messages (001 §5): name, country, phone (10 digits at least) and gender are required. */
const resolver = schemaResolver<FormValues>(AccountUpdateBody, undefined, {
  toBody: ({ photo: _photo, ...v }) => v,
});

/** /panel/account (002): the signed-in user's own details; PUT user/account/update (multipart). */
export function AccountPage() {
  useDocumentTitle('Account settings');
  const me = useSession()?.user;
  const qc = useQueryClient();
  const key = userDetailsKey(me?._id ?? '', 'account');
  const account = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<Envelope<Account>>(`user/details/${encodeURIComponent(me!._id)}`, { signal }).then((r) => r.data),
    enabled: !!me,
  });
  const update = useMutation({
    mutationFn: (body: FormData) => api.put<Envelope<{ _id: string }>>('user/account/update', body),
    onSuccess: () => invalidateUnlessPushed(qc, ['app_user']),
  });
  const form = useForm<FormValues>({
    defaultValues: { displayName: '', countryCode: '+91', phoneNumber: '', gender: '', photo: null },
    resolver,
  });
  const errors = form.formState.errors;
  const countryCode = form.watch('countryCode');
  useEffect(() => {
    const a = account.data;
    if (a)
      form.reset({
        displayName: a.displayName ?? '',
        countryCode: a.countryCode || '+91',
        phoneNumber: a.phoneNumber ?? '',
        gender: a.gender ?? '',
        photo: null,
      });
  }, [account.data, form]);
  const { handleSubmit: submit, serverError } = useFormSubmit({
    form,
    submit: (v) => {
      const fd = new FormData();
      fd.append('displayName', v.displayName.trim());
      fd.append('countryCode', v.countryCode);
      fd.append('phoneNumber', v.phoneNumber.trim());
      fd.append('gender', v.gender);
      if (v.photo) fd.append('photo', v.photo, v.photo.name);
      return update.mutateAsync(fd);
    },
    onSuccess: () => {
      form.setValue('photo', null);
      const current = getSession()?.user;
      if (current) updateSessionUser({ ...current, displayName: form.getValues('displayName').trim() });
    },
  });
  const codes = COUNTRY_CODES.some((c) => c.code === countryCode)
    ? COUNTRY_CODES
    : [...COUNTRY_CODES, { code: countryCode, label: countryCode }];
  return (
    <>
      <PageHeader title="Account settings" description="Your own details, as others in your institute see them." />
      <Card className="max-w-3xl">
        {account.isPending ? (
          <div className="space-y-4 p-5" aria-hidden="true">
            {Array.from({ length: 4 }, (_, i) => (
              <span key={i} className="skeleton block h-10 w-full" />
            ))}
          </div>
        ) : (
          <form onSubmit={submit} noValidate>
            <div className="grid grid-cols-1 gap-4 p-5 sm:grid-cols-2">
              {serverError || account.error ? (
                <div className="sm:col-span-2">
                  <FormError message={serverError ?? errorMessage(account.error)} />
                </div>
              ) : null}
              <div className="sm:col-span-2">
                <FileInput
                  label="Photo"
                  {...bind(form, 'photo')}
                  currentUrl={account.data?.photoUrl}
                  hint="Optional. PNG, JPEG, GIF or WebP, at most 2 MiB."
                />
              </div>
              <TextField
                label="Full Name"
                required
                {...form.register('displayName')}
                error={errorOf(errors, 'displayName')}
                autoComplete="name"
              />
              <TextField
                label="Email"
                type="email"
                value={account.data?.email ?? me?.email ?? ''}
                disabled
                readOnly
                hint="The e-mail cannot be changed."
              />
              <div className="grid grid-cols-[7.5rem_1fr] gap-3">
                <SelectField label="Country" required {...form.register('countryCode')} error={errorOf(errors, 'countryCode')}>
                  {codes.map((c) => (
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
            </div>
            <div className="flex justify-end rounded-b-2xl border-t border-slate-100 bg-slate-50/70 px-5 py-4">
              <Button type="submit" loading={update.isPending}>
                Save Changes
              </Button>
            </div>
          </form>
        )}
      </Card>
    </>
  );
}
