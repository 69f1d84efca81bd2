import { ResetPasswordBody } from '@school/contracts';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearch } from 'wouter';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { CheckCircleIcon, ChevronLeftIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { errorOf, filtered, pick, schemaResolver } from '@/lib/schema-form';
import { useResetPassword } from '../api/reset-password';
import { AuthShell } from '../components/auth-shell';
import { stripNonAscii } from '../components/login-validation';
import { PasswordField } from '../components/password-field';
import { useDocumentTitle } from '@/lib/use-document-title';

const linkClass = 'inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline';

type Values = { password: string; confirm: string };
/** The contract's password and message, then its length and the confirmation. */
const resolver = schemaResolver<Values>(pick(ResetPasswordBody, ['password']), (v) => ({
  password: v.password.length < 6 ? 'Password must be at least 6 characters' : undefined,
  confirm: v.password.length >= 6 && v.password !== v.confirm ? 'The passwords do not match' : undefined,
}));

/** /reset-password?token=…: where the forgot-password e-mail leads; a new password, twice. */
export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const form = useForm<Values>({ defaultValues: { password: '', confirm: '' }, resolver });
  const errors = form.formState.errors;
  const mutation = useResetPassword();
  const send = form.handleSubmit((v) => mutation.mutate({ token, password: v.password }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    for (const k of ['password', 'confirm'] as const) form.setValue(k, stripNonAscii(form.getValues(k)).trim());
    void send();
  };

  if (mutation.isSuccess) {
    return (
      <AuthShell title="Password changed" subtitle="You can sign in with your new password now.">
        <div
          role="status"
          className="mb-6 flex items-start gap-2.5 rounded-lg border border-emerald-200 bg-emerald-50 px-3.5 py-3 text-sm text-emerald-800"
        >
          <CheckCircleIcon className="mt-0.5 size-4 shrink-0" />
          <span>{mutation.data.message}</span>
        </div>
        <Link
          href="/login"
          className="inline-flex h-11 w-full items-center justify-center rounded-lg bg-brand-600 text-base font-medium text-white hover:bg-brand-700"
        >
          Go to Login
        </Link>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Choose a new password" subtitle="Use at least 6 characters. Your other sessions will be signed out.">
      {token ? (
        <form onSubmit={submit} noValidate className="space-y-5">
          <FormError message={mutation.isError ? errorMessage(mutation.error) : null} />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            {...filtered(form.register('password'), stripNonAscii)}
            error={errorOf(errors, 'password')}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            {...filtered(form.register('confirm'), stripNonAscii)}
            error={errorOf(errors, 'confirm')}
          />
          <Button type="submit" className="h-11 w-full text-base" loading={mutation.isPending}>
            Change password
          </Button>
          <Link href="/forgot-password" className={linkClass}>
            <ChevronLeftIcon className="size-4" />
            Ask for a new link
          </Link>
        </form>
      ) : (
        <div className="space-y-5">
          <FormError message="This reset link is invalid or has expired. Please ask for a new one." />
          <Link href="/forgot-password" className={linkClass}>
            <ChevronLeftIcon className="size-4" />
            Forgot Password
          </Link>
        </div>
      )}
    </AuthShell>
  );
}
