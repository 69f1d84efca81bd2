import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { FormError } from '@/components/form-error';
import { errorMessage } from '@/lib/api-client';
import { canOpen, landingRoute } from '@/lib/routes';
import { useLogin } from '../api/login';
import { PasswordField } from './password-field';
import { stripNonAscii, validateLogin, type LoginErrors } from './login-validation';

/** E-mail and password, checked here with the spec's messages before the server sees them. */
export function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const search = useSearch();
  const mutation = useLogin();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const cleanEmail = stripNonAscii(email).trim();
    const cleanPassword = stripNonAscii(password).trim();
    setEmail(cleanEmail);
    setPassword(cleanPassword);
    const found = validateLogin(cleanEmail, cleanPassword);
    setErrors(found);
    setServerError(null);
    if (found.email || found.password) {
      document.getElementById(found.email ? 'login-email' : 'login-password')?.focus();
      return;
    }
    mutation.mutate(
      { email: cleanEmail, password: cleanPassword },
      {
        onSuccess: (res) => {
          const next = new URLSearchParams(search).get('next');
          const role = res.data.user.role;
          navigate(next && canOpen(role, next) ? next : landingRoute(role), { replace: true });
        },
        onError: (err) => setServerError(errorMessage(err, 'Something went wrong!')),
      },
    );
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
        value={email}
        onChange={(e) => setEmail(stripNonAscii(e.target.value))}
        error={errors.email}
        className="h-11"
      />
      <div>
        <PasswordField
          id="login-password"
          label="Password"
          autoComplete="current-password"
          placeholder="Enter your password"
          value={password}
          onChange={(e) => setPassword(stripNonAscii(e.target.value))}
          error={errors.password}
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
