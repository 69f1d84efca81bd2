#!/usr/bin/env node
// End-to-end flows of the client against a real server: `node client/e2e/run.mjs` from the repository root.
// Builds the client when its sources are newer than client/dist, starts `npx tsx server/src/main.ts` on a free
// port with a fresh DATA_DIR (embedded PGlite, demo institute), drives Debian's Chromium, stops the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { flows } from './flows.mjs';
import { adminWalkFlows } from './admin-walk-flows.mjs';
// ---- live classes (live-client) ----
import { liveClassFlows } from './live-class-flows.mjs';
// ---- end live classes ----
// ---- inventory (inv-client) ----
import { inventoryFlows } from './inventory-flows.mjs';
// ---- end inventory ----
// ---- library circulation (lib-circ-client) ----
import { libraryFlows } from './library-flows.mjs';
import { libraryCatalogueFlows } from './library-catalogue-flows.mjs';
// ---- end library circulation ----
// ---- placement notices (notices) ----
import { placementNoticesFlows } from './placements-notices-flows.mjs';
// ---- end placement notices ----
// ---- placement reports (reports) ----
import { placementReportsFlows } from './placements-reports-flows.mjs';
// ---- end placement reports ----
import { communicationFlows } from './communication-flows.mjs';
// ---- transport fleet (fleet-client) ----
import { transportFleetFlows } from './transport-fleet-flows.mjs';
// ---- end transport fleet ----
// ---- transport riders (riders) ----
import { transportRidersFlows } from './transport-riders-flows.mjs';
// ---- end transport riders ----
// ---- support (support) ----
import { supportFlows } from './support-flows.mjs';
// ---- end support ----
// ---- records (records) ----
import { recordsDocsFlows } from './records-docs-flows.mjs';
// ---- end records ----
import { SCREENSHOTS } from './support.mjs';

const clientDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const root = resolve(clientDir, '..');
const dist = join(clientDir, 'dist');
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // ---- live classes (live-client) ----
  // A camera and a microphone that exist (a test pattern and a beep) and are allowed without asking: the live classes.
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  // ---- end live classes ----
];
const FLOW_TIMEOUT_MS = 90_000;

const log = (m) => console.log(m);

function newestMtime(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(path).map((f) => newestMtime(join(path, f))));
}

function buildIfNeeded() {
  const built = existsSync(join(dist, 'index.html')) ? statSync(join(dist, 'index.html')).mtimeMs : 0;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => join(clientDir, p)).filter(existsSync);
  if (built && Math.max(...sources.map(newestMtime)) <= built) return log('client/dist is up to date');
  log('building the client (npm run build -w client)…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'client'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) throw new Error('the client build failed');
}

const freePort = () =>
  new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
  });

/** Starts the server in its own process group; resolves once /api/v1/logo answers, or with its output if it exits. */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'client-e2e-'));
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  // ---- live classes (live-client) ----
  // A student whose socket drops is recorded as left after this grace (30 s in production): the live class flow waits for it.
  env.LIVE_LEAVE_GRACE_MS ??= '3000';
  // ---- end live classes ----
  // The library flow moves the server's clock past a return date (POST /api/v1/test/clock; server/src/platform/test-clock.ts).
  env.TEST_CLOCK = '1';
  for (const k of ['DATABASE_URL', 'REDIS_URL', 'EVENTSTORE_URL']) delete env[k];
  const child = spawn('npx', ['tsx', 'server/src/main.ts'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  let exited = false;
  child.on('exit', () => (exited = true));
  const base = `http://127.0.0.1:${port}`;
  // A busy machine seeds the demo slowly: E2E_START_SECONDS gives the server longer (default 300).
  const deadline = Date.now() + Number(process.env.E2E_START_SECONDS || 300) * 1000;
  while (Date.now() < deadline && !exited) {
    const ok = await fetch(`${base}/api/v1/logo`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base, dataDir, output: () => output };
    await new Promise((r) => setTimeout(r, 250));
  }
  stopProcess(child);
  rmSync(dataDir, { recursive: true, force: true });
  return { failed: true, output: () => output };
}

function stopProcess(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((res) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
      res();
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      res();
    });
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      res();
    }
  });
}

/**
 * The server serves client/dist itself (server/src/client-assets.ts). Should it not (an older server), Vite's
 * preview server serves the same build with /api proxied to it, HTTP and websocket, as in development.
 */
async function startStack() {
  const server = await startServer();
  if (server.failed) throw new Error(`the server did not start:\n${server.output()}`);
  const html = await fetch(`${server.base}/panel/admin/dashboard`).then(
    (r) => r.text(),
    () => '',
  );
  if (html.includes('<div id="root">')) return { ...server, stop: () => stopProcess(server.child) };
  log('the server does not serve client/dist; serving it with vite preview instead');
  process.env.API_TARGET = server.base;
  const { preview } = await import('vite');
  const port = await freePort();
  const vite = await preview({
    root: clientDir,
    configFile: join(clientDir, 'vite.config.ts'),
    logLevel: 'warn',
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
  return {
    ...server,
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      await vite.close();
      await stopProcess(server.child);
    },
  };
}

async function main() {
  buildIfNeeded();
  rmSync(SCREENSHOTS, { recursive: true, force: true });
  const stack = await startStack();
  log(`server ready at ${stack.base} (data ${stack.dataDir})`);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const state = {};
  const pageErrors = [];
  browser.on('disconnected', () => pageErrors.push('the browser disconnected'));
  /** A browser context whose pages report uncaught errors (a flow with one fails). */
  const newContext = async (options) => {
    const ctx = await browser.newContext(options);
    ctx.setDefaultTimeout(15_000);
    ctx.on('page', (p) => p.on('pageerror', (e) => pageErrors.push(e.message)));
    return ctx;
  };
  let passed = 0;
  let failed = 0;
  try {
    // E2E_ONLY=<regex> runs only the flows whose name matches (while working on them).
    const only = process.env.E2E_ONLY ? new RegExp(process.env.E2E_ONLY) : null;
    for (const flow of [
      ...flows,
      ...adminWalkFlows,
      ...liveClassFlows,
      /* inventory (inv-client) */ ...inventoryFlows,
      /* library circulation (lib-circ-client) */ ...libraryFlows,
      ...libraryCatalogueFlows,
      /* ---- placement notices (notices) ---- */ ...placementNoticesFlows,
      /* ---- end placement notices ---- */
      /* placement reports (reports) */ ...placementReportsFlows,
      /* issue 19: page views, app update, e-mail */ ...communicationFlows,
      // ---- transport fleet (fleet-client) ----
      ...transportFleetFlows,
      // ---- end transport fleet ----
      /* transport riders (riders) */ ...transportRidersFlows,
      /* ---- support (support) ---- */ ...supportFlows,
      /* ---- end support ---- */
      /* ---- records (records) ---- */ ...recordsDocsFlows,
      /* ---- end records ---- */
    ].filter((f) => !only || only.test(f.name))) {
      const started = Date.now();
      const errorsBefore = pageErrors.length;
      try {
        let timer;
        await Promise.race([
          flow.run({ newContext, base: stack.base, state, serverOutput: stack.output }),
          // A flow may ask for more time (`timeoutMs`), e.g. a long end-to-end walk.
          new Promise(
            (_, rej) =>
              (timer = setTimeout(
                () => rej(new Error(`timed out after ${flow.timeoutMs ?? FLOW_TIMEOUT_MS} ms`)),
                flow.timeoutMs ?? FLOW_TIMEOUT_MS,
              )),
          ),
        ]).finally(() => clearTimeout(timer));
        if (pageErrors.length > errorsBefore) throw new Error(`uncaught errors in the page: ${pageErrors.slice(errorsBefore).join('; ')}`);
        passed++;
        log(`  ✓ ${flow.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      } catch (err) {
        failed++;
        log(
          `  ✗ ${flow.name}\n      ${String(err?.message ?? err)
            .split('\n')
            .join('\n      ')}`,
        );
        const open = browser.contexts().flatMap((c) => c.pages());
        await Promise.all(
          open.map((p, i) =>
            p.screenshot({ path: join(SCREENSHOTS, `failure-${passed + failed}-${i}.png`), fullPage: true }).catch(() => {}),
          ),
        );
      }
    }
  } finally {
    await browser.close().catch(() => {});
    await stack.stop();
    rmSync(stack.dataDir, { recursive: true, force: true });
  }
  if (failed) log(`last server output:\n${stack.output().split('\n').slice(-30).join('\n')}`);
  log(`screenshots: ${SCREENSHOTS}`);
  log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

main().catch((err) => {
  console.error(err?.stack ?? err);
  console.log('0 passed, 1 failed');
  process.exitCode = 1;
});
