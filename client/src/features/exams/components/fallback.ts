import { ApiError } from '@/lib/api-client';

/** The api client's own text for a failure the server did not explain (lib/api-client.ts). */
const GENERIC = 'Oops! something went wrong.';

/**
 * 002 §8 gives some actions their own fallback ('Something went wrong!' for a question delete): a reply without the
 * server's error text reads that instead of the client's generic one; the server's own text always wins.
 */
export async function withFallback<T>(call: Promise<T>, fallback: string): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof ApiError && err.message === GENERIC) throw new ApiError(fallback, err.status);
    if (!(err instanceof Error) || !err.message) throw new ApiError(fallback, 0);
    throw err;
  }
}
