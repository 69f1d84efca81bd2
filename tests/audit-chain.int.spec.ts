import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@school/contracts';
import { readHistory, verifyChain } from '../server/src/platform/audit/index.js';
import { startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
});
afterAll(async () => t?.close());

const run = promisify(execFile);
const db = () => t.database.db;
const record = (title: string, amount: number, headers = admin) =>
  t.inject({ method: 'POST', url: '/api/v1/finance/create', headers, payload: { title, financeType: 'CREDIT', amount } });
const positionOf = async (stream: string) =>
  (
    await sql<{
      position: string;
    }>`select position::text as position from es_event where stream_id = ${stream} order by position limit 1`.execute(db())
  ).rows[0]!.position;
const verifyCall = async (role: 'SUPER_ADMIN' | 'ADMIN') =>
  t.inject({ method: 'GET', url: '/api/v1/audit/verify', headers: await t.as(role) });

/** `npm run audit -- verify` against this test's schema, as an operator would run it. */
async function cli(): Promise<{ code: number; stdout: string; stderr: string }> {
  const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(db())).rows[0]!.s;
  const url = new URL(process.env.DATABASE_URL!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const env = { ...process.env, DATABASE_URL: url.toString(), REDIS_URL: '', EVENTSTORE_URL: '' };
  try {
    const r = await run('npx', ['tsx', 'workers/src/cli/audit.ts', 'verify', '--batch', '7'], {
      env,
      cwd: process.cwd(),
      timeout: 120_000,
    });
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

const describeFinance = (e: RecordedEvent) => {
  const d = e.data as { title?: string; amount?: number; note?: string };
  if (e.type === 'FinanceEntryRecorded') return { summary: `Recorded ${d.title}`, amount: d.amount };
  if (e.type === 'FinanceEntryDeleted')
    return { summary: 'Deleted', reason: 'Entered twice', changes: [{ label: 'Status', before: 'Active', after: 'Deleted' }] };
  if (e.type === 'AuditNoteAdded') return { summary: 'Checked by the nightly job', reason: d.note };
  return null;
};

describe('history (readHistory)', () => {
  it('tells what, who, when and why for a stream, oldest first, and nothing for another institute', async () => {
    const created = await record('Bus fee refund', 450.5);
    expect(created.statusCode).toBe(200);
    const id = created.json().data._id as string;
    const stream = `financeEntry-${id}`;
    const removed = await t.inject({ method: 'DELETE', url: `/api/v1/finance/delete/${id}`, headers: admin });
    expect(removed.statusCode).toBe(200);
    // A system actor, recorded on another stream of the same object (as a payment order would be).
    const noteStream = `auditNote-${id}`;
    await t.rt.store.append(noteStream, 'no_stream', [
      {
        eventId: randomUUID(),
        type: 'AuditNoteAdded',
        data: { note: 'ledger balanced' },
        metadata: {
          actorId: 'system',
          actorRole: 'SYSTEM',
          instituteId: t.schoolA.instituteId,
          occurredAt: new Date().toISOString(),
          correlationId: randomUUID(),
          causationId: randomUUID(),
        },
      },
    ]);
    await t.settle();

    const entries = await readHistory(t.rt, {
      streams: [noteStream, stream, stream],
      instituteId: t.schoolA.instituteId,
      describe: describeFinance,
    });
    const adminId = t.schoolA.users.get('ADMIN')!;
    expect(entries.map((e) => e.type)).toEqual(['FinanceEntryRecorded', 'FinanceEntryDeleted', 'AuditNoteAdded']);
    expect(entries[0]).toMatchObject({ summary: 'Recorded Bus fee refund', amount: 450.5, actor: { _id: adminId, role: 'ADMIN' } });
    expect(entries[0]!.actor.displayName).toEqual(expect.any(String));
    expect(entries[0]!.actor.displayName).not.toBe('Unknown user');
    expect(entries[0]!.reason).toBeUndefined();
    expect(entries[1]).toMatchObject({ reason: 'Entered twice', changes: [{ label: 'Status', before: 'Active', after: 'Deleted' }] });
    expect(entries[2]).toMatchObject({
      summary: 'Checked by the nightly job',
      reason: 'ledger balanced',
      actor: { displayName: 'System', role: 'SYSTEM' },
    });
    const events = await t.rt.store.readStream(stream);
    expect(entries[0]).toMatchObject({
      _id: events[0]!.eventId,
      position: events[0]!.position.toString(),
      occurredAt: events[0]!.metadata.occurredAt,
    });
    expect(Number(entries[1]!.position)).toBeGreaterThan(Number(entries[0]!.position));

    // Filtered, and described-as-null events left out.
    const onlyDeleted = await readHistory(t.rt, {
      streams: [stream],
      instituteId: t.schoolA.instituteId,
      describe: describeFinance,
      filter: (e) => e.type === 'FinanceEntryDeleted',
    });
    expect(onlyDeleted.map((e) => e.type)).toEqual(['FinanceEntryDeleted']);
    expect(await readHistory(t.rt, { streams: [stream], instituteId: t.schoolA.instituteId, describe: () => null })).toEqual([]);
    // Another institute, or a stream that does not exist: nothing.
    expect(
      await readHistory(t.rt, { streams: [stream, noteStream], instituteId: t.schoolB.instituteId, describe: describeFinance }),
    ).toEqual([]);
    expect(
      await readHistory(t.rt, { streams: [`financeEntry-${randomUUID()}`], instituteId: t.schoolA.instituteId, describe: describeFinance }),
    ).toEqual([]);
  });
});

describe('hash chain over events written through the API', () => {
  const streams: string[] = [];

  it('is intact after ordinary writes, and GET audit/verify says so to SUPER_ADMIN only', async () => {
    for (let i = 0; i < 5; i++) {
      const r = await record(`Audit fee ${i}`, 100 + i + 0.5);
      expect(r.statusCode).toBe(200);
      streams.push(`financeEntry-${r.json().data._id}`);
    }
    const report = await verifyChain(db(), { batch: 10 });
    expect(report).toMatchObject({ ok: true, legacy: 0 });
    const count = (await sql<{ n: number }>`select count(*)::int as n from es_event`.execute(db())).rows[0]!.n;
    expect(report.checked).toBe(count);

    const r = await verifyCall('SUPER_ADMIN');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ message: 'Chain intact', data: { ok: true, checked: count, legacy: 0 } });
    expect((await verifyCall('ADMIN')).statusCode).toBe(403);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'npm run audit -- verify prints an intact chain and exits 0',
    async () => {
      const r = await cli();
      expect(r.stderr).not.toMatch(/error/i);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^audit: \d+ events checked, chain intact$/m);
    },
    130_000,
  );

  it("names the row altered behind the system's back", async () => {
    const target = streams[2]!;
    const position = await positionOf(target);
    await sql`update es_event set data = jsonb_set(data, '{amount}', '99999') where stream_id = ${target}`.execute(db());
    const report = await verifyChain(db(), { batch: 3 });
    expect(report.ok).toBe(false);
    expect(report.firstBroken).toEqual({ position, streamId: target, type: 'FinanceEntryRecorded', reason: 'hash mismatch' });

    const r = await verifyCall('SUPER_ADMIN');
    expect(r.json()).toMatchObject({ message: 'Chain broken', data: { ok: false, firstBroken: { position, streamId: target } } });
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'npm run audit -- verify names that row and exits 1',
    async () => {
      const position = await positionOf(streams[2]!);
      const r = await cli();
      expect(r.code).toBe(1);
      expect(r.stdout).toContain(
        `audit: chain broken at position ${position} (${streams[2]}, FinanceEntryRecorded): stored row does not match its hash`,
      );
    },
    130_000,
  );

  it('names the row after a deleted one as a broken link', async () => {
    // Undo the alteration (the original amount), then remove a middle row.
    await sql`update es_event set data = jsonb_set(data, '{amount}', '102.5') where stream_id = ${streams[2]!}`.execute(db());
    expect((await verifyChain(db())).ok).toBe(true);
    const next = await positionOf(streams[4]!);
    await sql`delete from es_event where stream_id = ${streams[3]!}`.execute(db());
    expect((await verifyChain(db(), { batch: 4 })).firstBroken).toEqual({
      position: next,
      streamId: streams[4],
      type: 'FinanceEntryRecorded',
      reason: 'broken link',
    });
  });
});
