import { LoginBody } from '@school/contracts';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { FormError } from '@/components/form-error';
import { errorMessage } from '@/lib/api-client';
import { canOpen, landingRoute } from '@/lib/routes';
import { errorOf, filtered, schemaResolver } from '@/lib/schema-form';
import { useLogin } from '../api/login';
import { PasswordField } from './password-field';
import { stripNonAscii, validateLogin } from './login-validation';

type Values = { email: string; password: string };
/** The contract's body and messages, then the e-mail's shape and the password's length (001 §5). */
const resolver = schemaResolver<Values>(LoginBody, (v) => ({ ...validateLogin(v.email, v.password) }));

/** E-mail and password, checked here with the spec's messages before the server sees them. */
export function LoginForm() {
  const form = useForm<Values>({ defaultValues: { email: '', password: '' }, resolver });
  const errors = form.formState.errors;
  const [serverError, setServerError] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const search = useSearch();
  const mutation = useLogin();

  const send = form.handleSubmit((v) =>
    mutation.mutate(v, {
      onSuccess: (res) => {
        const next = new URLSearchParams(search).get('next');
        const role = res.data.user.role;
        navigate(next && canOpen(role, next) ? next : landingRoute(role), { replace: true });
      },
      onError: (err) => setServerError(errorMessage(err, 'Something went wrong!')),
    }),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // 001 §5: the values are trimmed on submit, in the fields too; the first field in error takes the focus.
    for (const k of ['email', 'password'] as const) form.setValue(k, stripNonAscii(form.getValues(k)).trim());
    setServerError(null);
    void send();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Sign in">
      <FormError message={serverError} />
      <TextField
        id="login-email"
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
        placeholder="you@institute.edu"
        {...filtered(form.register('email'), stripNonAscii)}
        error={errorOf(errors, 'email')}
        className="h-11"
      />
      <div>
        <PasswordField
          id="login-password"
          label="Password"
          autoComplete="current-password"
          placeholder="Enter your password"
          {...filtered(form.register('password'), stripNonAscii)}
          error={errorOf(errors, 'password')}
        />
        <div className="mt-2 flex justify-end">
          <Link href="/forgot-password" className="text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline">
            Forgot Password?
          </Link>
        </div>
      </div>
      <Button type="submit" className="h-11 w-full text-base" loading={mutation.isPending}>
        Login
      </Button>
    </form>
  );
}
