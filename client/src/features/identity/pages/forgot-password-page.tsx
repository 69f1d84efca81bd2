import { ForgotPasswordBody } from '@school/contracts';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { FormError } from '@/components/form-error';
import { CheckCircleIcon, ChevronLeftIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { errorOf, filtered, schemaResolver } from '@/lib/schema-form';
import { useForgotPassword } from '../api/forgot-password';
import { AuthShell } from '../components/auth-shell';
import { stripNonAscii, validateEmail } from '../components/login-validation';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The contract's body and message, then the e-mail's shape. */
const resolver = schemaResolver<{ email: string }>(ForgotPasswordBody, (v) => ({ email: validateEmail(v.email) }));

/** 001 §2 leaves its behaviour open: ask for the e-mail, send it, show what the server answers. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const form = useForm<{ email: string }>({ defaultValues: { email: '' }, resolver });
  const mutation = useForgotPassword();
  const send = form.handleSubmit((v) => mutation.mutate(v.email));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    form.setValue('email', stripNonAscii(form.getValues('email')).trim());
    void send();
  };

  return (
    <AuthShell title="Forgot your password?" subtitle="Enter the e-mail address you sign in with and we will send you instructions.">
      <form onSubmit={submit} noValidate className="space-y-5">
        {mutation.isSuccess ? (
          <div
            role="status"
            className="flex items-start gap-2.5 rounded-lg border border-emerald-200 bg-emerald-50 px-3.5 py-3 text-sm text-emerald-800"
          >
            <CheckCircleIcon className="mt-0.5 size-4 shrink-0" />
            <span>{mutation.data.message}</span>
          </div>
        ) : null}
        <FormError message={mutation.isError ? errorMessage(mutation.error) : null} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@institute.edu"
          {...filtered(form.register('email'), stripNonAscii)}
          error={errorOf(form.formState.errors, 'email')}
          className="h-11"
        />
        <Button type="submit" className="h-11 w-full text-base" loading={mutation.isPending}>
          Send reset instructions
        </Button>
        <Link
          href="/login"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
        >
          <ChevronLeftIcon className="size-4" />
          Back to Login
        </Link>
      </form>
    </AuthShell>
  );
}
