import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRuntime, type Config, type Runtime } from '@school/server';

/**
 * The runtime of an operator tool. Against DATABASE_URL it opens at any time; against the PGlite data directory
 * (one process at a time) it refuses, with exit 1, while the server recorded in `server.pid` is still running,
 * naming `instead` (the call to use from a running server).
 */
export async function openCliRuntime(config: Config, instead: string): Promise<Runtime> {
  if (!config.databaseUrl) {
    const pidFile = join(config.dataDir, 'server.pid');
    if (existsSync(pidFile)) {
      const pid = Number(readFileSync(pidFile, 'utf8'));
      let alive = false;
      try {
        process.kill(pid, 0);
        alive = true;
      } catch {
        alive = false;
      }
      if (alive) {
        console.error(`The server (pid ${pid}) has ${config.dataDir} open. Stop it first, or use ${instead}.`);
        process.exit(1);
      }
    }
  }
  return createRuntime(config, { role: 'cli' });
}
