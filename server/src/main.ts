import { loadConfig } from './platform/config.js';
import { createRuntime } from './platform/runtime.js';
import { buildApp } from './app.js';
import { DEMO_USERS, seedDemo } from './demo/seed.js';
import { clientRoutes } from './client-assets.js';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { movableClock, testClockAllowed, testClockRoutes } from './platform/test-clock.js';

const config = loadConfig();
const log = {
  info: (m: string) => console.log(m),
  warn: (m: string) => console.warn(m),
  error: (m: string) => console.error(m),
};

const mode = config.databaseUrl
  ? `PostgreSQL${config.redisUrl ? ' + Redis' : ''}${config.eventstoreUrl ? ' + EventStoreDB' : ''}`
  : `PGlite in ${config.dataDir}`;
console.log(`Starting the school platform (${mode})…`);
if (config.paymentSandboxByDemo) {
  console.log('Demo mode: online payments use the test sandbox (no money moves). Set PAYMENT_PROVIDER to change this.');
} else if (config.paymentProvider === 'sandbox') {
  console.log('PAYMENT_PROVIDER=sandbox: online payments use the test sandbox (no money moves).');
} else if (config.paymentProvider === 'none') {
  console.log('Online payments are off: set PAYMENT_PROVIDER=razorpay (see docs/operations.md#payments).');
}
// The browser flows move the server's clock (TEST_CLOCK=1, never in production): a return date passes without a sleep.
const testClock = testClockAllowed(process.env) ? movableClock() : null;
if (testClock) console.log("TEST_CLOCK=1: POST /api/v1/test/clock moves this server's clock (tests only).");
const rt = await createRuntime(config, { role: 'server', log, ...(testClock ? { clock: testClock } : {}) });
const app = await buildApp(rt, {
  logger: { level: config.logLevel === 'debug' ? 'info' : 'warn' },
  extra: async (a, pages) => {
    if (testClock) await testClockRoutes(a, testClock);
    await clientRoutes(a, pages);
  },
});

if (config.demo) {
  const seeded = await seedDemo(rt, app);
  if (seeded) console.log('Created the demo institute "Demo Public School".');
}

await app.listen({ port: config.port, host: config.host });
// Lets the projections CLI see that this data directory is in use (PGlite is one process at a time).
const pidFile = config.databaseUrl ? null : join(config.dataDir, 'server.pid');
if (pidFile) writeFileSync(pidFile, String(process.pid));
const base = `http://localhost:${config.port}`;
console.log(`\nThe panel: ${base}    API: ${base}/api/v1    API description: ${base}/api/v1/docs`);
if (config.demo) {
  console.log(`\nDemo logins (password: ${config.demoPassword}):`);
  for (const u of DEMO_USERS) console.log(`  ${u.role.padEnd(12)} ${u.email}`);
}
if (!rt.runsJobs) console.log('\nProjections and jobs run in the worker: start it with `npm run worker`.');

let closing = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await rt.close();
    if (pidFile) rmSync(pidFile, { force: true });
    process.exit(0);
  });
}
