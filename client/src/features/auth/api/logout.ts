import { navigate } from 'wouter/use-browser-location';
import { forgetPosition } from '@/lib/positions';
import { queryClient } from '@/lib/query-client';
import { setSession } from '@/lib/session';

/** Signs out on this device: the token is dropped, the cache emptied, and the sign-in page shown. */
export function logout(next?: string): void {
  setSession(null);
  forgetPosition();
  queryClient.clear();
  navigate(next ? `/login?next=${encodeURIComponent(next)}` : '/login', { replace: true });
}
