import { loadConfig } from '@school/server';
import { openCliRuntime } from './open-runtime.js';

/**
 * Operator tool: `npm run projections -- status` and `npm run projections -- rebuild <name>...|--all` (one read of
 * the log for every projection named).
 * Works against DATABASE_URL at any time (the live runner and a rebuild coordinate through row locks),
 * or against the PGlite data directory while the server is stopped (PGlite is one process at a time).
 */
const [command, ...targets] = process.argv.slice(2).filter((a) => a !== '--');
const usage = 'usage: npm run projections -- status | rebuild <name>... | rebuild --all';
if (command !== 'status' && command !== 'rebuild') {
  console.error(usage);
  process.exit(2);
}

const config = loadConfig(process.env, []);
const rt = await openCliRuntime(config, "SUPER_ADMIN's POST /api/v1/projection/rebuild");
const fmt = (n: bigint) => n.toLocaleString('en-IN');
try {
  if (command === 'status') {
    const rows = await rt.runner.status();
    console.log(
      `${'projection'.padEnd(16)}${'version'.padEnd(9)}${'status'.padEnd(12)}${'checkpoint'.padStart(12)}${'head'.padStart(12)}${'lag'.padStart(10)}`,
    );
    for (const r of rows) {
      console.log(
        `${r.name.padEnd(16)}${String(r.version).padEnd(9)}${r.status.padEnd(12)}${fmt(r.checkpoint).padStart(12)}${fmt(r.head).padStart(12)}${fmt(r.lag).padStart(10)}`,
      );
      if (r.rebuild) console.log(`  rebuilding v${r.rebuild.version} since ${r.rebuild.startedAt}: at ${fmt(r.rebuild.checkpoint)}`);
    }
  } else {
    const names = targets.includes('--all') ? rt.runner.names : targets;
    if (names.length === 0 || names.some((n) => !rt.runner.names.includes(n))) {
      console.error(`${usage}\nknown projections: ${rt.runner.names.join(', ')}`);
      process.exitCode = 2;
    } else {
      // One read of the log for all of them, each batch written to every shadow table in one transaction.
      const label = names.length === 1 ? names[0]! : `${names.length} projections`;
      const started = Date.now();
      let last = -1;
      await rt.runner.rebuildMany(names, (pos, head) => {
        const pct = head > 0n ? Number((pos * 100n) / head) : 100;
        if (pct !== last || pct === 100) process.stdout.write(`\r${label}: ${fmt(pos)} / ${fmt(head)} (${pct}%)   `);
        last = pct;
      });
      process.stdout.write(`\n${label}: rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    }
  }
} finally {
  await rt.close();
}
