import { API_BASE, ApiError } from '@/lib/api-client';
import { getInstituteId, getSession } from '@/lib/session';

/**
 * GET student/receipt/:paymentId (application/pdf) with the session's headers, saved as a file: a plain link
 * cannot carry the Authorization header.
 */
export async function downloadReceipt(paymentId: string, fileName: string): Promise<void> {
  const headers = new Headers({ accept: 'application/pdf' });
  const session = getSession();
  if (session) headers.set('authorization', `Bearer ${session.token}`);
  const institute = getInstituteId();
  if (institute) headers.set('x-institute-id', institute);
  const res = await fetch(`${API_BASE}/student/receipt/${encodeURIComponent(paymentId)}`, { headers });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new ApiError(body?.error ?? 'Oops! Something went wrong.', res.status);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
