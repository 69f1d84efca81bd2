import { partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReadModel } from '@school/contracts';

/* The push maps and the socket's status, without the socket (lib/push.ts opens it): no browser globals, unit-testable. */

/** Which cached queries a change of each read model makes stale; each feature's `push.ts` exports its part. */
export type PushMap = Partial<Record<ReadModel, readonly QueryKey[]>>;

/** Merges the features' maps: a read model's keys are the union of what each feature that shows it lists. */
export function composePushMaps(maps: readonly PushMap[]): PushMap {
  const out: Partial<Record<ReadModel, QueryKey[]>> = {};
  for (const map of maps) {
    for (const [name, keys] of Object.entries(map) as [ReadModel, readonly QueryKey[]][]) (out[name] ??= []).push(...keys);
  }
  return out;
}

let connected = false;
let pushMap: PushMap = {};

/** True between the server's hello and the socket closing: change signals arrive. */
export const pushConnected = (): boolean => connected;
/** connectPush (lib/push.ts) keeps it. */
export function setPushConnected(value: boolean): void {
  connected = value;
}
/** The composed map (app/push-invalidation.ts): what a signal of each read model refetches. */
export function setPushMap(map: PushMap): void {
  pushMap = map;
}
export const pushedKeys = (readModel: string): readonly QueryKey[] => pushMap[readModel as ReadModel] ?? [];

/**
 * After a write that changed `readModels`: refresh what their signals refresh (the composed push map), plus `keys` of
 * the caller's own that no signal covers. While the socket is up the signal does the first part, so the write does not
 * refetch it again (before, each write refetched twice); its refetch still sees the write, since reads carry
 * X-Min-Position (lib/positions.ts). Name only read models this user hears of (docs of the server's SIGNAL_AUDIENCE).
 */
export function invalidateUnlessPushed(qc: QueryClient, readModels: readonly ReadModel[], keys: readonly QueryKey[] = []): void {
  const pushed = readModels.flatMap((m) => pushMap[m] ?? []);
  const stale = connected ? keys.filter((k) => !pushed.some((p) => partialMatchKey(k, p))) : [...pushed, ...keys];
  for (const queryKey of stale) void qc.invalidateQueries({ queryKey });
}
