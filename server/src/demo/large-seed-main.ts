import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../platform/config.js';
import { createRuntime } from '../platform/runtime.js';
import { buildApp } from '../app.js';
import { seedLarge } from './large-seed.js';
import { catchUpWithProgress } from './bulk-history.js';

/**
 * `npm run seed:large -- --students 5000 --days 200 [--batches 80] [--chunk 2000]`: adds a large institute to the
 * database the server uses (DATABASE_URL, else the PGlite data directory; stop the server first on PGlite). See
 * docs/performance.md, "A large institute".
 */
const args = process.argv.slice(2);
const arg = (name: string, fallback: number): number => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const n = Number(args[i + 1]);
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000) {
    console.error(`--${name} takes a whole number from 1 to 1000000.`);
    process.exit(2);
  }
  return n;
};
const students = arg('students', 5000);
const days = arg('days', 200);
const batches = args.includes('--batches') ? arg('batches', 1) : undefined;
const chunk = arg('chunk', 2000);

const config = { ...loadConfig(process.env, []), demo: false };
if (!config.databaseUrl && existsSync(join(config.dataDir, 'server.pid'))) {
  console.error(`The server is running on ${config.dataDir} (PGlite is one process at a time): stop it first.`);
  process.exit(1);
}
const started = Date.now();
const log = (line: string) => console.log(`[seed:large] ${line}`);
const quiet = { info() {}, warn: (m: string) => console.warn(m), error: (m: string) => console.error(m) };
log(`${students} students, ${days} school days, into ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`);
const rt = await createRuntime(config, { role: 'server', log: quiet, schedules: false });
const app = await buildApp(rt, { logger: false });
try {
  const r = await seedLarge(rt, app, { students, days, batches, chunk, log });
  log(`appended ${r.events} class events: ${r.classes} classes, ${r.marks} attendance marks`);
  await catchUpWithProgress(rt, r.from, r.to, log);
  log(
    `done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${r.batches} batches, ${r.teachers} teachers, ${r.students} students, ` +
      `${r.days} days, ${r.classes} classes, ${r.marks} marks`,
  );
  log(
    `sign in as ${r.adminEmail} (or teacher1@…, student1@… to student${r.batches}@… of the same domain), password: ${config.demoPassword}`,
  );
} finally {
  await app.close();
  await rt.close();
}
