import { describeReport, loadConfig, verifyChain } from '@school/server';
import { openCliRuntime } from './open-runtime.js';

/**
 * Operator tool: `npm run audit -- verify [--batch N]` walks the PostgreSQL event log and checks its hash chain
 * (docs/decisions/0010). Exit 0: intact; 1: broken (the first altered or missing event is named); 2: usage.
 * Works against DATABASE_URL at any time, or against the PGlite data directory while the server is stopped.
 */
const args = process.argv.slice(2).filter((a) => a !== '--');
const [command] = args;
const batchAt = args.indexOf('--batch');
const batch = batchAt >= 0 ? Number(args[batchAt + 1]) : 5000;
const usage = 'usage: npm run audit -- verify [--batch <rows per read>]';
if (command !== 'verify' || !Number.isInteger(batch) || batch < 1) {
  console.error(usage);
  process.exit(2);
}

const config = loadConfig(process.env, []);
if (config.eventstoreUrl) {
  console.error('audit: the events are in EventStoreDB (append-only streams); `audit verify` applies to the PostgreSQL event store.');
  process.exit(2);
}
const rt = await openCliRuntime(config, "SUPER_ADMIN's GET /api/v1/audit/verify");
try {
  const started = Date.now();
  const report = await verifyChain(rt.database.db, {
    batch,
    onProgress: (n) => {
      if (process.stderr.isTTY) process.stderr.write(`\raudit: ${n} events checked…`);
    },
  });
  if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
  console.log(describeReport(report));
  if (report.head)
    console.log(`audit: head position ${report.head.position}, hash ${report.head.hash} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await rt.close();
}
