import { Redirect } from 'wouter';
import { landingRoute } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { AuthShell } from '../components/auth-shell';
import { LoginForm } from '../components/login-form';
import { useDocumentTitle } from '@/lib/use-document-title';

export function LoginPage() {
  useDocumentTitle('Login');
  const session = useSession();
  if (session) return <Redirect to={landingRoute(session.user.role)} replace />;
  return (
    <AuthShell title="Welcome back" subtitle="Sign in with the e-mail address your institute registered for you.">
      <LoginForm />
    </AuthShell>
  );
}
