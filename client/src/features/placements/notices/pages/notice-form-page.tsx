import { PLACEMENT_NOTICE_MESSAGES as M, PlacementNoticeBody, type PlacementNotice } from '@school/contracts';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation, useSearchParams } from 'wouter';
import { Button } from '@/components/button';
import { Card, PageHeader } from '@/components/card';
import { SelectField, TextAreaField, TextField } from '@/components/field';
import { FormError } from '@/components/form-error';
import { RichTextField } from '@/components/rich-text-field';
import { useFormSubmit } from '@/components/use-form-submit';
import { resources, useResourceList, type AnyRow } from '@/features/academics';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/routes';
import { errorOf, schemaResolver } from '@/lib/schema-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePlacementNotice } from '../api/get-placement-notice';
import { useSavePlacementNotice } from '../api/save-placement-notice';
import { NoticesBackLink } from '../components/notices-back-link';
import { applicantsHref } from './notices-page';

type Values = {
  title: string;
  qualification: string;
  session: string;
  companyName: string;
  position: string;
  lastDateToApply: string;
  companyDetails: string;
  jobDescription: string;
  jobBenefits: string;
  howToApply: string;
};
const empty: Values = {
  title: '',
  qualification: '',
  session: '',
  companyName: '',
  position: '',
  lastDateToApply: '',
  companyDetails: '',
  jobDescription: '',
  jobBenefits: '',
  howToApply: '',
};

/** A day (YYYY-MM-DD) in the institute's zone (India), as the server reads the last date. */
const dayIn = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
const today = () => dayIn.format(new Date());
const blankHtml = (html: string) => html.replace(/<[^>]*>|&nbsp;|\s/gi, '') === '';

/** 001 §5: the contract's required fields and messages; the last date cannot be earlier than today. */
const resolver = schemaResolver<Values>(PlacementNoticeBody, (v) => ({
  lastDateToApply: v.lastDateToApply && v.lastDateToApply < today() ? M.lastDatePast : undefined,
  jobDescription: blankHtml(v.jobDescription) ? M.jobDescriptionRequired : undefined,
}));

const valuesOf = (n: PlacementNotice): Values => ({
  title: n.title,
  qualification: n.qualification ?? '',
  session: n.session._id,
  companyName: n.companyName,
  position: n.position,
  lastDateToApply: dayIn.format(new Date(n.lastDateToApply)),
  companyDetails: n.companyDetails,
  jobDescription: n.jobDescription,
  jobBenefits: n.jobBenefits ?? '',
  howToApply: n.howToApply,
});

const ALL_SESSIONS = { pageNo: 1, perPage: 100 };

/**
 * /panel/admin/placement/notice-form: Create without `noticeId`, Update with it (prefilled; 001 §4). After success: the
 * notice's applicants page (update) or the notice list (create).
 */
export function PlacementNoticeFormPage() {
  const [params] = useSearchParams();
  const noticeId = params.get('noticeId') ?? undefined;
  const editing = !!noticeId;
  useDocumentTitle(editing ? 'Update Placement Notice' : 'Create Placement Notice');
  const [, navigate] = useLocation();
  const form = useForm<Values>({ defaultValues: empty, resolver });
  const errors = form.formState.errors;
  const existing = usePlacementNotice(noticeId);
  const sessions = useResourceList<AnyRow>(resources.session, ALL_SESSIONS);
  const save = useSavePlacementNotice();
  const notice = existing.data?.data;

  useEffect(() => {
    if (notice) form.reset(valuesOf(notice));
  }, [notice, form]);

  const { busy, handleSubmit, serverError } = useFormSubmit({
    form,
    submit: (v) =>
      save.mutateAsync({
        id: noticeId,
        body: {
          title: v.title.trim(),
          qualification: v.qualification.trim() || null,
          session: v.session,
          companyName: v.companyName.trim(),
          position: v.position.trim(),
          lastDateToApply: v.lastDateToApply,
          companyDetails: v.companyDetails.trim(),
          jobDescription: v.jobDescription,
          jobBenefits: v.jobBenefits.trim() || null,
          howToApply: v.howToApply.trim(),
        },
      }),
    onSuccess: () => navigate(editing ? applicantsHref(noticeId) : paths.placementNotices),
  });

  const loading = editing && existing.isPending;
  const options = sessions.data?.data ?? [];
  const current = notice && !options.some((s) => String(s._id) === notice.session._id) ? [notice.session] : [];
  const text = (name: keyof Values, label: string, required = true, max = 200) => (
    <TextField
      label={label}
      required={required}
      maxLength={max}
      disabled={loading}
      {...form.register(name)}
      error={errorOf(errors, name)}
    />
  );
  const area = (name: keyof Values, label: string, required = true) => (
    <TextAreaField
      label={label}
      required={required}
      maxLength={5000}
      disabled={loading}
      {...form.register(name)}
      error={errorOf(errors, name)}
    />
  );

  return (
    <>
      <NoticesBackLink />
      <PageHeader
        title={editing ? 'Update Placement Notice' : 'Create Placement Notice'}
        description="The students of the chosen session see it and may apply with their resume until 23:59 of the last date."
      />
      {existing.error ? (
        <Card className="max-w-3xl p-5">
          <FormError message={errorMessage(existing.error)} />
        </Card>
      ) : (
        <Card className="max-w-4xl">
          <form onSubmit={handleSubmit} noValidate aria-busy={loading || undefined}>
            <div className="grid grid-cols-1 gap-4 p-5 sm:grid-cols-2">
              {serverError ? (
                <div className="sm:col-span-2">
                  <FormError message={serverError} />
                </div>
              ) : null}
              {text('title', 'Job title')}
              {text('qualification', 'Qualification', false, 500)}
              <SelectField label="Session" required disabled={loading} {...form.register('session')} error={errorOf(errors, 'session')}>
                <option value="">{sessions.isPending ? 'Loading…' : 'Choose a session'}</option>
                {[...current, ...options].map((s) => (
                  <option key={String(s._id)} value={String(s._id)}>
                    {String(s.title)}
                  </option>
                ))}
              </SelectField>
              <TextField
                label="Last date"
                type="date"
                required
                min={today()}
                disabled={loading}
                {...form.register('lastDateToApply')}
                error={errorOf(errors, 'lastDateToApply')}
              />
              {text('companyName', 'Company name')}
              {text('position', 'Designation')}
              <div className="sm:col-span-2">{area('companyDetails', 'Company details')}</div>
              <div className="sm:col-span-2">
                <Controller
                  control={form.control}
                  name="jobDescription"
                  render={({ field }) => (
                    <RichTextField
                      label="Job description"
                      required
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      minHeight="min-h-32"
                      error={errorOf(errors, 'jobDescription')}
                    />
                  )}
                />
              </div>
              <div className="sm:col-span-2">{area('jobBenefits', 'Benefits', false)}</div>
              <div className="sm:col-span-2">{area('howToApply', 'How to apply')}</div>
            </div>
            <div className="flex flex-col-reverse gap-2 rounded-b-2xl border-t border-slate-100 bg-slate-50/70 px-5 py-4 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => navigate(paths.placementNotices)} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" loading={busy} disabled={loading}>
                {editing ? 'Update' : 'Create'}
              </Button>
            </div>
          </form>
        </Card>
      )}
    </>
  );
}
