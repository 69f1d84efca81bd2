import { QueryClientProvider } from '@tanstack/react-query';
import { Redirect, Route, Switch } from 'wouter';
import { Toaster } from '@/components/toaster';
import { ForgotPasswordPage } from '@/features/identity/pages/forgot-password-page';
import { LoginPage } from '@/features/identity/pages/login-page';
import { ResetPasswordPage } from '@/features/identity/pages/reset-password-page';
import { queryClient } from '@/lib/query-client';
import { landingRoute, paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { PanelGate } from './panel-gate';
// ---- records (records) ----
import { VerifyPage } from '@/features/records';
// ---- end records ----

function Home() {
  const session = useSession();
  return <Redirect to={session ? landingRoute(session.user.role) : paths.login} replace />;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Switch>
        <Route path={paths.login} component={LoginPage} />
        <Route path={paths.forgotPassword} component={ForgotPasswordPage} />
        <Route path={paths.resetPassword} component={ResetPasswordPage} />
        {/* ---- records (records) ---- */}
        <Route path={paths.verify} component={VerifyPage} />
        <Route path={paths.verifyCode} component={VerifyPage} />
        {/* ---- end records ---- */}
        <Route path="/panel/*" component={PanelGate} />
        <Route component={Home} />
      </Switch>
      <Toaster />
    </QueryClientProvider>
  );
}
