import { useSyncExternalStore } from 'react';
import type { UserSummary } from '@school/contracts';

/** What sign-in leaves behind: the access token and the user it belongs to (kept in localStorage). */
export interface Session {
  token: string;
  expiresAt: string;
  user: UserSummary;
}

const SESSION_KEY = 'school.session';
const INSTITUTE_KEY = 'school.institute';

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function readSession(): Session | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const s = JSON.parse(raw) as Session;
    if (!s?.token || !s.user?.role) return null;
    if (s.expiresAt && Date.parse(s.expiresAt) <= Date.now()) return null;
    return s;
  } catch {
    return null;
  }
}

let session: Session | null = readSession();
let instituteId: string | null = localStorage.getItem(INSTITUTE_KEY);

// Another tab signing in or out changes this one too.
window.addEventListener('storage', (e) => {
  if (e.key === SESSION_KEY) session = readSession();
  else if (e.key === INSTITUTE_KEY) instituteId = e.newValue;
  else return;
  emit();
});

export const getSession = (): Session | null => session;

export function setSession(next: Session | null): void {
  session = next;
  if (next) localStorage.setItem(SESSION_KEY, JSON.stringify(next));
  else {
    localStorage.removeItem(SESSION_KEY);
    localStorage.removeItem(INSTITUTE_KEY);
    instituteId = null;
  }
  emit();
}

/** Refreshes the stored user (from `auth/me`) without touching the token. */
export function updateSessionUser(user: UserSummary): void {
  if (!session) return;
  if (JSON.stringify(session.user) === JSON.stringify(user)) return;
  setSession({ ...session, user });
}

/** The institute chosen in the header's switcher; null means the user's own default. */
export const getInstituteId = (): string | null => instituteId;

export function setInstituteId(id: string | null): void {
  instituteId = id;
  if (id) localStorage.setItem(INSTITUTE_KEY, id);
  else localStorage.removeItem(INSTITUTE_KEY);
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useSession = (): Session | null => useSyncExternalStore(subscribe, getSession);
export const useInstituteId = (): string | null => useSyncExternalStore(subscribe, getInstituteId);
