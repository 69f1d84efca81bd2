import { navigate } from 'wouter/use-browser-location';
import { API_BASE } from '@/lib/api-client';
import { forgetPosition } from '@/lib/positions';
import { queryClient } from '@/lib/query-client';
import { getSession, setSession } from '@/lib/session';

/**
 * Signs out: the server ends the token (POST auth/logout, which also ends the user's other sessions), then the token is
 * dropped, the cache emptied, and the sign-in page shown. After a 401 the call is refused and changes nothing.
 */
export function logout(next?: string): void {
  const session = getSession();
  if (session) {
    // Sent without the api helper: its 401 handling would sign out a second time. keepalive outlives the navigation.
    void fetch(`${API_BASE}/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}`, accept: 'application/json' },
      keepalive: true,
    }).catch(() => undefined);
  }
  setSession(null);
  forgetPosition();
  queryClient.clear();
  navigate(next ? `/login?next=${encodeURIComponent(next)}` : '/login', { replace: true });
}
