import { useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { CheckCircleIcon, ChevronLeftIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { AuthShell } from '../components/auth-shell';
import { stripNonAscii } from '../components/login-validation';
import { PasswordField } from '../components/password-field';
import { useDocumentTitle } from '@/lib/use-document-title';

const linkClass = 'inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline';

/** /reset-password?token=…: where the forgot-password e-mail leads; a new password, twice. */
export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const mutation = useResetPassword();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = stripNonAscii(password).trim();
    const c = stripNonAscii(confirm).trim();
    const found: typeof errors = {};
    if (!p) found.password = 'Password is required';
    else if (p.length < 6) found.password = 'Password must be at least 6 characters';
    if (!found.password && p !== c) found.confirm = 'The passwords do not match';
    setErrors(found);
    if (found.password || found.confirm) return;
    mutation.mutate({ token, password: p });
  };

  if (mutation.isSuccess) {
    return (
      <AuthShell title="Password changed" subtitle="You can sign in with your new password now.">
        <div role="status" className="mb-6 flex items-start gap-2.5 rounded-lg border border-emerald-200 bg-emerald-50 px-3.5 py-3 text-sm text-emerald-800">
          <CheckCircleIcon className="mt-0.5 size-4 shrink-0" />
          <span>{mutation.data.message}</span>
        </div>
        <Link href="/login" className="inline-flex h-11 w-full items-center justify-center rounded-lg bg-brand-600 text-base font-medium text-white hover:bg-brand-700">
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
            value={password}
            onChange={(e) => setPassword(stripNonAscii(e.target.value))}
            error={errors.password}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(stripNonAscii(e.target.value))}
            error={errors.confirm}
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
