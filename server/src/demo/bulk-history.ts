import { createHash } from 'node:crypto';
import type { ClassAttendanceStatus, EventToAppend } from '@school/contracts';
import type { Runtime } from '../platform/runtime.js';
import type { CommandContext } from '../platform/commands.js';

/**
 * The tools of the seeds that write a school's history in bulk (the large institute, the demo's classes): marks that
 * are the same every run, the store's bulk append, events' metadata as the command handler gives it, and a catch-up
 * with progress.
 */
/** A number in [0, 1) from a key, the same every run. */
export function seededUnit(key: string): number {
  return createHash('sha1').update(key).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * A student's mark in a class: most present; each student has their own habit (a few in twenty attend badly, one in
 * ten now and then takes leave), so the attendance percentages spread the way a real school's do.
 */
export function largeMark(studentId: string, classId: string): ClassAttendanceStatus {
  const habit = seededUnit(studentId);
  const absentRate = habit < 0.05 ? 0.3 : habit < 0.2 ? 0.1 : 0.03;
  const leaveRate = habit > 0.9 ? 0.06 : 0.01;
  const r = seededUnit(`${studentId}:${classId}`);
  return r < absentRate ? 'ABSENT' : r < absentRate + leaveRate ? 'LEAVE' : 'PRESENT';
}

/** The store's bulk append of new streams where it has one (PostgreSQL, PGlite), else one append per stream. */
export async function appendStreams(rt: Runtime, items: { stream: string; events: EventToAppend[] }[]): Promise<void> {
  const bulk = rt.store as unknown as { appendNewStreams?: (i: typeof items) => Promise<unknown> };
  if (typeof bulk.appendNewStreams === 'function') {
    await bulk.appendNewStreams(items);
    return;
  }
  for (const i of items) await rt.store.append(i.stream, 'no_stream', i.events);
}

/** The metadata the command handler gives an event (commands.ts), for events decided outside it. */
export const eventMetadata = (ctx: CommandContext, actor: { userId: string; role: string }, at: Date) => ({
  actorId: actor.userId,
  actorRole: actor.role as CommandContext['actor']['role'],
  instituteId: ctx.instituteId,
  occurredAt: at.toISOString(),
  correlationId: ctx.correlationId,
  causationId: ctx.correlationId,
});

/**
 * Waits until every live projection has applied the log up to `to`, waking the runner and reporting progress (the
 * slowest projection's position, events/s, ETA) every few seconds.
 */
export async function catchUpWithProgress(rt: Runtime, from: bigint, to: bigint, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  for (;;) {
    const pass = rt.runner.wake();
    const status = (await rt.runner.status()).filter((s) => s.status === 'live');
    let lowest = to;
    for (const s of status) if (s.checkpoint < lowest) lowest = s.checkpoint;
    if (lowest >= to) break;
    const done = Number(lowest > from ? lowest - from : 0n);
    const rate = done / Math.max(0.001, (Date.now() - started) / 1000);
    const left = Number(to - lowest);
    const behind = status.filter((s) => s.checkpoint < to).length;
    log(
      `projections: ${done}/${Number(to - from)} events, ${Math.round(rate)} events/s, ETA ${rate > 0 ? Math.round(left / rate) : '?'} s (${behind} of ${status.length} read models behind)`,
    );
    await Promise.race([pass, sleep(5000)]);
    await sleep(200);
  }
  log(`projections caught up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
