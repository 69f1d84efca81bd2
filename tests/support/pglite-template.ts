import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { Role } from '@school/contracts';
import { createRuntime, loadConfig, openDatabase, seedPeople, setPasswordHashCost, type SeededPeople } from '@school/server';

/**
 * Embedded runs (no DATABASE_URL): the database every test file starts from — migrated, both schools seeded, the
 * projections caught up — is built once per run here and written to a file; `startTestApp` opens a copy of it
 * instead of migrating and seeding again (that took most of a small file's time). Services runs build nothing.
 */
export interface PgliteTemplate {
  file: string;
  schools: { instituteId: string; users: [Role, string][] }[];
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: PgliteTemplate | null;
  }
}

export const TEMPLATE_PASSWORD = 'secret123';

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return;
  }
  setPasswordHashCost(12);
  const dir = await mkdtemp(join(tmpdir(), 'school-template-'));
  const env = {
    ...process.env,
    DATA_DIR: dir,
    SCHOOL_NAMESPACE: 'template',
    DEMO: '0',
    PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER ?? 'sandbox',
  };
  const config = loadConfig(env, []);
  const database = await openDatabase({ dataDir: null });
  const rt = await createRuntime(config, { role: 'server', database, inMemory: true, pollMs: 200 });
  const seeded: SeededPeople[] = [
    await seedPeople(rt, { instituteName: 'A School', email: 'office@a.test', domain: 'a.test', password: TEMPLATE_PASSWORD }),
    await seedPeople(rt, { instituteName: 'B College', email: 'office@b.test', domain: 'b.test', password: TEMPLATE_PASSWORD }),
  ];
  const head = await rt.store.head();
  if (!(await rt.runner.waitFor(rt.runner.names, head, 30_000))) throw new Error('template: projections did not catch up');
  await rt.close();
  const file = join(dir, 'pglite.tar');
  await writeFile(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', { file, schools: seeded.map((s) => ({ instituteId: s.instituteId, users: [...s.users] })) });
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

/** The template's bytes, read once per worker process. */
let bytes: Promise<Uint8Array<ArrayBuffer>> | null = null;
export const templateData = async (t: PgliteTemplate) => new Blob([await (bytes ??= readFile(t.file).then((b) => new Uint8Array(b)))]);
