// Builds the panel (client/dist) when it is missing or older than its sources, so `npm start` always
// serves the current client. Skipped with SKIP_CLIENT_BUILD=1 (API-only runs).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

if (process.env.SKIP_CLIENT_BUILD === '1') process.exit(0);
const root = new URL('..', import.meta.url).pathname;
const client = join(root, 'client');
if (!existsSync(join(client, 'index.html'))) process.exit(0);

const newest = (p) => {
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((m, f) => Math.max(m, newest(join(p, f))), s.mtimeMs);
};
const built = join(client, 'dist', 'index.html');
const sources = ['src', 'index.html', 'vite.config.ts', 'package.json'].map((f) => join(client, f)).filter(existsSync);
const stale = !existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs;
if (!stale) process.exit(0);

console.log('Building the panel (client/dist)…');
const r = spawnSync('npm', ['run', 'build', '-w', 'client', '--silent'], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
