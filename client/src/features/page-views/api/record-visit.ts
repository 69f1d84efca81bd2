import { useEffect } from 'react';
import { api } from '@/lib/api-client';

const KEY = 'school.visit';

/** The browser session's key (sessionStorage: a new tab or a new sign-in session gets a new one). */
function sessionKey(): string {
  const kept = sessionStorage.getItem(KEY);
  if (kept) return kept;
  const made = crypto.randomUUID().replaceAll('-', '');
  sessionStorage.setItem(KEY, made);
  return made;
}

const sent = new Set<string>();

/**
 * POST page-view once per browser session and signed-in user (issue 19 §6): the server reads the platform from the
 * User-Agent and records the session once however often it is sent; a failure is not the user's concern.
 */
export function useRecordVisit(userId: string | undefined) {
  useEffect(() => {
    if (!userId) return;
    const key = sessionKey();
    if (sent.has(`${userId}:${key}`)) return;
    sent.add(`${userId}:${key}`);
    api.post('page-view', { sessionKey: key }).catch(() => sent.delete(`${userId}:${key}`));
  }, [userId]);
}
