/** 001 §5 Login: non-ASCII characters are stripped from the inputs; values are trimmed on submit. */
export const stripNonAscii = (s: string): string => s.replace(/[^\x20-\x7e]/g, '');

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface LoginErrors {
  email?: string;
  password?: string;
}

export function validateEmail(email: string): string | undefined {
  if (!email) return 'Email is required';
  if (!EMAIL_RE.test(email)) return 'Please enter a valid email address';
  return undefined;
}

export function validateLogin(email: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  const e = validateEmail(email);
  if (e) errors.email = e;
  if (!password) errors.password = 'Password is required';
  else if (password.length < 6) errors.password = 'Password must be at least 6 characters';
  return errors;
}
