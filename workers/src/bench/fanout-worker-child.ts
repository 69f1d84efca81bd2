/**
 * The worker of figure 10's two-server variant, in its own process as deployed (`npm run worker`): it runs the
 * projections on the bench's scratch schema and publishes their change signals on Redis. In the bench's own process it
 * would share the event loop of the two apps whose fan-out is measured, and every projection it applies after the
 * signal would be timed as the platform's fan-out.
 *
 * argv[2]: JSON `{ url, schema, env }`. Messages from the parent: `{ type: 'settle', id, position }` (wait until the
 * projections have applied `position`) and `{ type: 'close' }`. To the parent: `{ type: 'ready' }`,
 * `{ type: 'settled', id, ok }` and `{ type: 'published', id, at }` when the `department` signal naming `id` is
 * published (the sharedNow clock of fanout-clients.ts, comparable across processes).
 */
import { createRuntime, loadConfig, openDatabase } from '@school/server';
import { sharedNow } from './fanout-clients.js';

export type ToWorker = { type: 'settle'; id: number; position: string } | { type: 'close' };
export type FromWorker = { type: 'ready' } | { type: 'settled'; id: number; ok: boolean } | { type: 'published'; id: string; at: number };

const send = (m: FromWorker) => process.send?.(m);

async function main(): Promise<void> {
  const { url, schema, env } = JSON.parse(process.argv[2] ?? '') as { url: string; schema: string; env: Record<string, string> };
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  const database = await openDatabase({ url: u.toString() });
  const rt = await createRuntime(loadConfig({ ...process.env, ...env }, []), { role: 'worker', database, inMemory: true });
  const seen = new Set<string>();
  const publish = rt.push.publish.bind(rt.push);
  rt.push.publish = (e) => {
    const m = e.message;
    if (m.type === 'change' && m.readModel === 'department')
      for (const id of m.ids)
        if (!seen.has(id)) {
          seen.add(id);
          send({ type: 'published', id, at: sharedNow() });
        }
    return publish(e);
  };
  process.on('message', (m: ToWorker) => {
    if (m.type === 'settle') {
      rt.runner.waitFor(rt.runner.names, BigInt(m.position), 120_000).then(
        (ok) => send({ type: 'settled', id: m.id, ok }),
        () => send({ type: 'settled', id: m.id, ok: false }),
      );
    } else if (m.type === 'close') {
      rt.close()
        .then(() => database.close())
        .finally(() => process.exit(0));
    }
  });
  // The parent going away ends the worker too.
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready' });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
