import { InstituteBody, type UserRow } from '@school/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'wouter';
import { Button } from '@/components/button';
import { Card, PageHeader } from '@/components/card';
import { SelectField, TextAreaField, TextField } from '@/components/field';
import { FileInput } from '@/components/file-input';
import { FormError } from '@/components/form-error';
import { useFormSubmit } from '@/components/use-form-submit';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { bind, errorOf, filtered, schemaResolver } from '@/lib/schema-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useInstituteAdmins } from '../api/get-institute-admins';
import { useInstituteDetails, useSaveInstitute } from '../api/institute-details';

interface Values {
  instituteName: string;
  email: string;
  phoneNumber: string;
  admin: string;
  description: string;
  address: string;
}
type FormValues = Values & { logo: File | null };
const empty: FormValues = { instituteName: '', email: '', phoneNumber: '', admin: '', description: '', address: '', logo: null };

/** 001 §5 Institute: the contract's body and the server's messages. */
const resolver = schemaResolver<FormValues>(InstituteBody);

/** The list's rows carry the user's institutes (`assignInstitutes`). */
const memberOf = (u: UserRow, instituteId: string) =>
  ((u as UserRow & { assignInstitutes?: string[] }).assignInstitutes ?? []).includes(instituteId);

/** /panel/superadmin/institute/create[?edit=true&editId=]: create or edit an institute (multipart with the logo). */
export function InstituteFormPage() {
  const [params] = useSearchParams();
  const editId = params.get('edit') === 'true' ? params.get('editId') : null;
  useDocumentTitle(editId ? 'Edit Institute' : 'Add Institute');
  const [, navigate] = useLocation();
  const details = useInstituteDetails(editId);
  const admins = useInstituteAdmins();
  const save = useSaveInstitute();
  const form = useForm<FormValues>({ defaultValues: empty, resolver });
  const errors = form.formState.errors;
  useEffect(() => {
    const d = details.data;
    if (d) {
      form.reset({
        instituteName: d.instituteName,
        email: d.email,
        phoneNumber: d.phoneNumber ?? '',
        admin: d.admin ?? '',
        description: d.description ?? '',
        address: d.address ?? '',
        logo: null,
      });
    }
  }, [details.data, form]);
  const { handleSubmit: submit, serverError } = useFormSubmit({
    form,
    submit: (v) => {
      const fd = new FormData();
      fd.append('instituteName', v.instituteName.trim());
      fd.append('email', v.email.trim());
      fd.append('phoneNumber', v.phoneNumber.trim());
      fd.append('admin', v.admin);
      fd.append('description', v.description.trim());
      fd.append('address', v.address.trim());
      if (v.logo) fd.append('logo', v.logo, v.logo.name);
      return save.mutateAsync({ id: editId, body: fd });
    },
    onSuccess: () => navigate(paths.institutes),
  });
  // Only a SUPER_ADMIN moves an admin between institutes: others pick among the admins already in the edited institute
  // (a new one: the active institute's, which the list already is).
  const movesUsers = useSession()?.user.role === 'SUPER_ADMIN';
  const adminRows = (admins.data?.data ?? []).filter((a) => movesUsers || !editId || memberOf(a, editId));
  const noAdmin = !admins.isPending && adminRows.length === 0;
  return (
    <>
      <PageHeader title={editId ? 'Edit Institute' : 'Add Institute'} description="The institute's details, its logo and its admin." />
      <Card className="max-w-3xl">
        <form onSubmit={submit} noValidate>
          <div className="grid grid-cols-1 gap-4 p-5 sm:grid-cols-2">
            {serverError || details.error ? (
              <div className="sm:col-span-2">
                <FormError message={serverError ?? errorMessage(details.error)} />
              </div>
            ) : null}
            <TextField
              label="Institute Name"
              required
              {...form.register('instituteName')}
              error={errorOf(errors, 'instituteName')}
              autoComplete="off"
            />
            <TextField
              label="Email"
              required
              type="email"
              {...form.register('email')}
              error={errorOf(errors, 'email')}
              autoComplete="off"
            />
            <TextField
              label="Phone Number"
              required
              inputMode="tel"
              {...filtered(form.register('phoneNumber'), (t) => t.replace(/[^\d]/g, ''))}
              error={errorOf(errors, 'phoneNumber')}
            />
            <div>
              <SelectField
                label="Admin"
                required
                {...form.register('admin')}
                error={errorOf(errors, 'admin')}
                disabled={admins.isPending}
                hint={
                  noAdmin ? undefined : movesUsers ? 'An ADMIN user; they are assigned to the institute.' : 'An ADMIN of the institute.'
                }
              >
                <option value="">{admins.isPending ? 'Loading admins…' : 'Choose an admin'}</option>
                {adminRows.map((a) => (
                  <option key={a._id} value={a._id}>
                    {a.displayName} ({a.email})
                  </option>
                ))}
              </SelectField>
              {noAdmin ? (
                <p className="mt-1.5 text-sm text-slate-600">
                  No admin yet.{' '}
                  {movesUsers ? (
                    <Link href={`${paths.register}?role=ADMIN`} className="font-medium text-brand-700 underline">
                      Register an admin
                    </Link>
                  ) : (
                    'Ask a super admin to assign one.'
                  )}
                </p>
              ) : null}
            </div>
            <div className="sm:col-span-2">
              <TextAreaField
                label="Description"
                required
                rows={3}
                {...form.register('description')}
                error={errorOf(errors, 'description')}
              />
            </div>
            <div className="sm:col-span-2">
              <TextAreaField label="Address" required rows={2} {...form.register('address')} error={errorOf(errors, 'address')} />
            </div>
            <div className="sm:col-span-2">
              <FileInput
                label="Logo"
                {...bind(form, 'logo')}
                currentUrl={details.data?.logoUrl}
                hint="Optional. PNG, JPEG, GIF or WebP, at most 2 MiB."
              />
            </div>
          </div>
          <div className="flex flex-col-reverse items-stretch gap-2 rounded-b-2xl border-t border-slate-100 bg-slate-50/70 px-5 py-4 sm:flex-row sm:justify-end">
            <Link
              href={paths.institutes}
              className="inline-flex h-10 items-center justify-center rounded-lg bg-white px-4 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50"
            >
              Cancel
            </Link>
            <Button type="submit" loading={save.isPending}>
              {editId ? 'Update Institute' : 'Create Institute'}
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
