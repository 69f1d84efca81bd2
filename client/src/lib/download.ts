import { API_BASE, ApiError } from './api-client';
import { getInstituteId, getSession } from './session';

const fileNameOf = (disposition: string | null, fallback: string) => /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * GET `API_BASE/path` with the session's headers (a plain link cannot carry Authorization) and save the reply as a
 * file, under the name its content-disposition gives (else `fallbackName`). Returns that name; a failure reply throws
 * an ApiError with the server's `error`.
 */
export async function downloadFile(
  path: string,
  {
    accept = '*/*',
    fallbackName,
    fallbackError = 'Oops! something went wrong.',
  }: { accept?: string; fallbackName: string; fallbackError?: string },
): Promise<string> {
  const headers = new Headers({ accept });
  const session = getSession();
  if (session) headers.set('authorization', `Bearer ${session.token}`);
  const institute = getInstituteId();
  if (institute) headers.set('x-institute-id', institute);
  const res = await fetch(`${API_BASE}/${path.replace(/^\/+/, '')}`, { headers });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new ApiError(body?.error ?? fallbackError, res.status);
  }
  const name = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}
