import { lazy, Suspense } from 'react';
import { Redirect, useLocation } from 'wouter';
import { canOpen, isPage, isPanelRoot, landingRoute, panelOf } from '@/lib/routes';
import { useInstituteId, useSession } from '@/lib/session';
import { usePushInvalidation } from './push-invalidation';
import { PanelSkeleton } from './panel-skeleton';

// One chunk per panel: the sign-in page loads none of them, nor ECharts.
const AdminPanel = lazy(() => import('./panels/admin-panel'));
const TeacherPanel = lazy(() => import('./panels/teacher-panel'));
const StudentPanel = lazy(() => import('./panels/student-panel'));

/**
 * Everything under /panel: signed in, and a page this role may open (another role's page, or a bare /panel/<role>:
 * its own dashboard). An address that is no page at all opens the role's own panel, whose fallback is the not-found page.
 */
export function PanelGate() {
  const session = useSession();
  const [location] = useLocation();
  const instituteId = useInstituteId();
  usePushInvalidation(session?.token, instituteId);

  if (!session) return <Redirect to={`/login?next=${encodeURIComponent(location)}`} replace />;
  const role = session.user.role;
  const known = isPage(location);
  if (!canOpen(role, location) && (known || isPanelRoot(location))) return <Redirect to={landingRoute(role)} replace />;
  const panel = known ? panelOf(location) : panelOf(landingRoute(role));
  return (
    <Suspense fallback={<PanelSkeleton />}>
      {panel === 'teacher' ? <TeacherPanel /> : panel === 'student' ? <StudentPanel /> : <AdminPanel />}
    </Suspense>
  );
}
