import { lazy, Suspense } from 'react';
import { Redirect, useLocation } from 'wouter';
import { canOpen, landingRoute, panelOf } from '@/lib/routes';
import { useInstituteId, useSession } from '@/lib/session';
import { usePushInvalidation } from './push-invalidation';
import { PanelSkeleton } from './panel-skeleton';

// One chunk per panel: the sign-in page loads none of them, nor ECharts.
const AdminPanel = lazy(() => import('./panels/admin-panel'));
const TeacherPanel = lazy(() => import('./panels/teacher-panel'));
const StudentPanel = lazy(() => import('./panels/student-panel'));

/** Everything under /panel: signed in, and a page this role may open (else its own dashboard). */
export function PanelGate() {
  const session = useSession();
  const [location] = useLocation();
  const instituteId = useInstituteId();
  usePushInvalidation(session?.token, instituteId);

  if (!session) return <Redirect to={`/login?next=${encodeURIComponent(location)}`} replace />;
  const role = session.user.role;
  if (!canOpen(role, location)) return <Redirect to={landingRoute(role)} replace />;
  const panel = panelOf(location);
  return (
    <Suspense fallback={<PanelSkeleton />}>
      {panel === 'teacher' ? <TeacherPanel /> : panel === 'student' ? <StudentPanel /> : <AdminPanel />}
    </Suspense>
  );
}
