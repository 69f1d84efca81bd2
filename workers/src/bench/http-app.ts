import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { buildApp, createRuntime, loadConfig, seedDemo } from '@school/server';
import type { BenchEnv } from './scratch-db.js';
import type { FigureContext } from './figure.js';

/** The real app listening on a port, with the demo institute in it, for the HTTP figures. */
export interface DemoApp {
  /** http://127.0.0.1:port/api/v1 */
  api: string;
  /** Bearer tokens of the demo people, by role (ADMIN, TEACHER, STUDENT, ...). */
  tokens: Map<string, string>;
  instituteId: string;
}

/**
 * One demo app per bench run, shared by the HTTP figures: seeding it costs half a minute on PGlite, and the figures
 * only read. It closes with the run's scratch databases (`env.disposeAll`).
 */
const started = new WeakMap<BenchEnv, Promise<DemoApp>>();

export function demoApp(ctx: FigureContext): Promise<DemoApp> {
  let app = started.get(ctx.env);
  if (!app) {
    app = startDemoApp(ctx);
    started.set(ctx.env, app);
    // A failed start is not cached: the next figure tries again and reports its own failure.
    app.catch(() => started.delete(ctx.env));
  }
  return app;
}

/** A 1×1 PNG: the file store checks an image by its signature, so the logo must be a real one. */
function onePixelPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 37, 99, 235, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  const body = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${body.slice(0, 300)}`);
  return JSON.parse(body) as T;
}

async function startDemoApp(ctx: FigureContext): Promise<DemoApp> {
  const scratch = await ctx.env.open('http');
  const dataDir = await mkdtemp(join(tmpdir(), 'school-bench-http-'));
  scratch.defer(() => rm(dataDir, { recursive: true, force: true }));
  // As `npm start` runs it, but on the scratch database, with projections and push in this process (no Redis).
  const config = loadConfig(
    {
      ...process.env,
      DATA_DIR: dataDir,
      SCHOOL_NAMESPACE: `bench${randomBytes(4).toString('hex')}`,
      DEMO: '0',
      REDIS_URL: '',
      EVENTSTORE_URL: '',
    },
    [],
  );
  const rt = await createRuntime(config, { role: 'server', database: scratch.database, inMemory: true });
  scratch.defer(() => rt.close());
  // The logger `server/src/main.ts` gives the production server: JSON lines, warnings and worse only.
  const app = await buildApp(rt, { logger: { level: config.logLevel === 'debug' ? 'info' : 'warn' } });
  scratch.defer(() => app.close());
  const t0 = performance.now();
  const people = await seedDemo(rt, app);
  if (!people) throw new Error('the demo seed found a non-empty event log');
  await app.listen({ host: '127.0.0.1', port: 0 });
  const api = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
  const tokens = new Map<string, string>();
  for (const role of ['SUPER_ADMIN', 'ADMIN', 'TEACHER', 'STUDENT']) {
    const r = await call<{ data: { accessToken: string } }>(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${role.toLowerCase().replace('_', '')}@demo.school`, password: config.demoPassword }),
    });
    tokens.set(role, r.data.accessToken);
  }
  // The public logo route answers with the logo's address: give the institute one, through the API (a super admin's call).
  const superAdmin = { authorization: `Bearer ${tokens.get('SUPER_ADMIN')}` };
  const form = new FormData();
  const fields = {
    instituteName: 'Demo Public School',
    email: 'office@demo.school',
    phoneNumber: '9876543210',
    admin: people.users.get('ADMIN')!,
    description: 'The demo institute of the bench.',
    address: '1 School Road',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('logo', new Blob([new Uint8Array(onePixelPng())], { type: 'image/png' }), 'logo.png');
  await call(`${api}/institute/${people.instituteId}`, { method: 'PUT', headers: superAdmin, body: form });
  if (!(await rt.runner.waitFor(rt.runner.names, await rt.store.head(), 60_000))) throw new Error('the demo seed did not project');
  ctx.log(`  demo institute seeded and listening (${((performance.now() - t0) / 1000).toFixed(1)} s, ${await rt.store.head()} events)`);
  return { api, tokens, instituteId: people.instituteId };
}
