import { BatchBody } from '@school/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'wouter';
import { Button } from '@/components/button';
import { Card, PageHeader } from '@/components/card';
import { SelectField, TextAreaField, TextField } from '@/components/field';
import { FileInput } from '@/components/file-input';
import { FormError } from '@/components/form-error';
import { useFormSubmit } from '@/components/use-form-submit';
import { ChevronLeftIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { paths, pathTo } from '@/lib/routes';
import { bind, errorOf, filtered, schemaResolver } from '@/lib/schema-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useBatch, useSaveBatch, useTeachers } from '../api/batches';
import { resources, useResourceList, type AnyRow } from '../api/resources';

interface Values {
  session: string;
  course: string;
  branch: string;
  maximumStudent: string;
  headOfDepartment: string;
  description: string;
}
type FormValues = Values & { icon: File | null };
const empty: FormValues = { session: '', course: '', branch: '', maximumStudent: '', headOfDepartment: '', description: '', icon: null };

const ALL = { pageNo: 1, perPage: 100 };

/** 001 §5 Batch: the contract's body and messages. */
const resolver = schemaResolver<FormValues>(BatchBody);

/** /panel/admin/batch/create (and ?edit=true&batchId=): session, course and branch are locked when editing (001 §4). */
export function BatchFormPage() {
  const [params] = useSearchParams();
  const batchId = params.get('edit') === 'true' ? (params.get('batchId') ?? undefined) : undefined;
  const editing = !!batchId;
  useDocumentTitle(editing ? 'Edit Batch' : 'Create Batch');
  const [, navigate] = useLocation();
  const form = useForm<FormValues>({ defaultValues: empty, resolver });
  const errors = form.formState.errors;
  const course = form.watch('course');
  const existing = useBatch(batchId);
  const sessions = useResourceList<AnyRow>(resources.session, ALL);
  const courses = useResourceList<AnyRow>(resources.course, ALL);
  const branches = useResourceList<AnyRow>(resources.branch, { ...ALL, courseId: course }, !!course);
  const teachers = useTeachers();
  const save = useSaveBatch();

  useEffect(() => {
    const b = existing.data?.data;
    if (!b) return;
    form.reset({
      session: b.session?._id ?? '',
      course: b.course?._id ?? '',
      branch: b.branch?._id ?? '',
      maximumStudent: String(b.maximumStudent),
      headOfDepartment: b.headOfDepartment?._id ?? '',
      description: b.description ?? '',
      icon: null,
    });
  }, [existing.data, form]);

  const {
    busy,
    handleSubmit: submit,
    serverError,
  } = useFormSubmit({
    form,
    submit: ({ icon, ...values }) => {
      const fields: Record<string, string> = {
        session: values.session,
        course: values.course,
        branch: values.branch,
        maximumStudent: values.maximumStudent.trim(),
        headOfDepartment: values.headOfDepartment,
        description: values.description.trim(),
      };
      let body: unknown = { ...fields, maximumStudent: Number(fields.maximumStudent) };
      if (icon) {
        const fd = new FormData();
        for (const [k, v] of Object.entries(fields)) fd.append(k, v);
        fd.append('icon', icon, icon.name);
        body = fd;
      }
      return save.mutateAsync({ id: batchId, body }).then((res) => {
        navigate(pathTo(paths.batchDetail, { batchId: batchId ?? res.data._id }));
        return res;
      });
    },
    onSuccess: () => undefined,
  });

  const loading = editing && existing.isPending;
  const option = (r: AnyRow, label: string) => (
    <option key={r._id} value={r._id}>
      {label}
    </option>
  );

  return (
    <>
      <Link
        href={batchId ? pathTo(paths.batchDetail, { batchId }) : paths.batch}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
      >
        <ChevronLeftIcon className="size-4" />
        {batchId ? 'Batch summary' : 'Batches'}
      </Link>
      <PageHeader
        title={editing ? 'Edit Batch' : 'Create Batch'}
        description={
          editing ? 'Session, course and branch of a batch cannot be changed.' : 'Choose the course first: its branches load next.'
        }
      />
      <Card className="max-w-3xl">
        {existing.error ? (
          <div className="p-5">
            <FormError message={errorMessage(existing.error)} />
          </div>
        ) : (
          <form onSubmit={submit} noValidate aria-busy={loading || undefined}>
            <div className="grid grid-cols-1 gap-4 p-5 sm:grid-cols-2">
              {serverError ? (
                <div className="sm:col-span-2">
                  <FormError message={serverError} />
                </div>
              ) : null}
              <SelectField
                label="Session"
                required
                disabled={editing || loading}
                {...form.register('session')}
                error={errorOf(errors, 'session')}
              >
                <option value="">{sessions.isPending ? 'Loading…' : 'Choose a session'}</option>
                {sessions.data?.data.map((r) => option(r, String(r.title)))}
              </SelectField>
              <SelectField
                label="Course"
                required
                disabled={editing || loading}
                {...form.register('course', { onChange: () => form.setValue('branch', '') })}
                error={errorOf(errors, 'course')}
              >
                <option value="">{courses.isPending ? 'Loading…' : 'Choose a course'}</option>
                {courses.data?.data.map((r) => option(r, String(r.title)))}
              </SelectField>
              <SelectField
                label="Branch"
                required
                disabled={editing || loading || !course}
                {...form.register('branch')}
                error={errorOf(errors, 'branch')}
                hint={
                  !course ? 'Choose a course first.' : branches.data?.data.length === 0 ? 'This course has no branches yet.' : undefined
                }
              >
                <option value="">{course && branches.isPending ? 'Loading…' : 'Choose a branch'}</option>
                {branches.data?.data.map((r) => option(r, String(r.title)))}
              </SelectField>
              <TextField
                label="Maximum Students"
                required
                inputMode="numeric"
                placeholder="e.g. 60"
                {...filtered(form.register('maximumStudent'), (t) => t.replace(/\D/g, ''))}
                error={errorOf(errors, 'maximumStudent')}
              />
              <SelectField
                label="Name Of H.O.D"
                required
                {...form.register('headOfDepartment')}
                error={errorOf(errors, 'headOfDepartment')}
              >
                <option value="">{teachers.isPending ? 'Loading…' : 'Choose a teacher'}</option>
                {teachers.data?.data.map((t) => (
                  <option key={t._id} value={t._id}>
                    {t.displayName}
                  </option>
                ))}
              </SelectField>
              <div className="sm:col-span-2">
                <TextAreaField label="Description" maxLength={2000} {...form.register('description')} />
              </div>
              <div className="sm:col-span-2">
                <FileInput
                  label="Icon"
                  {...bind(form, 'icon')}
                  currentUrl={existing.data?.data.iconUrl}
                  hint="Optional. PNG, JPEG, GIF or WebP, at most 2 MiB."
                />
              </div>
            </div>
            <div className="flex flex-col-reverse gap-2 rounded-b-2xl border-t border-slate-100 bg-slate-50/70 px-5 py-4 sm:flex-row sm:justify-end">
              <Button
                variant="secondary"
                onClick={() => navigate(batchId ? pathTo(paths.batchDetail, { batchId }) : paths.batch)}
                disabled={busy}
              >
                Cancel
              </Button>
              <Button type="submit" loading={busy} disabled={loading}>
                {editing ? 'Save changes' : 'Create Batch'}
              </Button>
            </div>
          </form>
        )}
      </Card>
    </>
  );
}
