/**
 * Read-your-writes (docs/api.md): the highest `X-Position` any write of this tab returned. Reads send it
 * back as `X-Min-Position` so the server waits until its read models include what we just wrote.
 */
let last: bigint | null = null;

export function rememberPosition(header: string | null): void {
  if (!header || !/^\d{1,19}$/.test(header.trim())) return;
  const p = BigInt(header.trim());
  if (last === null || p > last) last = p;
}

export const lastPosition = (): string | null => (last === null ? null : last.toString());

export function forgetPosition(): void {
  last = null;
}
