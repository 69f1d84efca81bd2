import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Figure } from './figure.js';
import { costRatio, type Row } from './report.js';

const root = resolve(import.meta.dirname, '../../..');
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;

/**
 * Figure 6: what a browser downloads before the sign-in page can run — the entry script, the modules it
 * preloads and its CSS, gzipped — beside a page that only mounts React (the floor of any React page),
 * bundled in the same run. The goal from the panel issue is at most 350 KiB.
 */
export const clientBundleFigure: Figure = {
  id: '6',
  title: 'initial JavaScript of the login route, gzipped',
  async run(): Promise<Row[]> {
    const built = spawnSync('node', [join(root, 'scripts/ensure-client.mjs')], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (built.status !== 0) throw new Error('the client did not build');
    const html = readFileSync(join(root, 'client/dist/index.html'), 'utf8');
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    const js = assets.filter((a) => a.endsWith('.js'));
    const css = assets.filter((a) => a.endsWith('.css'));
    const size = (files: string[]) => files.reduce((s, f) => s + gz(readFileSync(join(root, 'client/dist', f))), 0);
    const jsBytes = size(js);
    const cssBytes = size(css);
    // The floor: a page that only mounts React, bundled and minified by esbuild (vite's own bundler core).
    const { buildSync } = await import('esbuild');
    const bare = buildSync({
      stdin: {
        contents: "import { createRoot } from 'react-dom/client'; createRoot(document.body).render(null);",
        resolveDir: join(root, 'client'),
        loader: 'js',
      },
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    const floor = gz(Buffer.from(bare.outputFiles[0]!.contents));
    return [
      {
        figure: '6',
        metric: `login route JS, gzipped (${js.length} files; goal ≤ 350 KiB)`,
        platform: kib(jsBytes),
        baseline: kib(floor),
        ratio: costRatio(jsBytes, floor),
        note: 'baseline: a page that only mounts React (react-dom/client), bundled and minified by esbuild, gzipped',
      },
      { figure: '6', metric: 'login route CSS, gzipped (info)', platform: kib(cssBytes), baseline: '', ratio: '' },
    ];
  },
};
