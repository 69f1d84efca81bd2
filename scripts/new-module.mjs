#!/usr/bin/env node
/**
 * npm run new-module -- <name> [--entity <entity>]
 *
 * Writes a compiling, tested slice for one entity with create, list and delete, shaped like the finance slice
 * (docs/new-module.md walks through the same files): contracts, server module, projection, push audience, client
 * feature, an int spec and the access-matrix rows. Names are kebab-case; `--entity` defaults to the module's name.
 * Access starts at SUPER_ADMIN and ADMIN with no permission module; the steps that need a person (the panel route,
 * a permission module, the demo seed, docs/api.md) are printed at the end.
 *
 * It refuses a name whose folders, read model, stream or contract names exist, and it edits shared files only by
 * anchors (a line it finds, then inserts beside); a missing anchor stops it before anything is written.
 *
 * The templates are in scripts/new-module/ (names.mjs, server-files.mjs, client-files.mjs).
 *
 * How it was verified (by hand, in a worktree, on 2026-11-23; a test that copies the tree and runs it would be too slow):
 *   node scripts/new-module.mjs library --entity book && node scripts/new-module.mjs hostel   (both at once)
 *   npx tsc -p tsconfig.json --noEmit; npx tsc -p client/tsconfig.json --noEmit   (no new error)
 *   npx vitest run server/src/modules/{library,hostel} projections/src/{library,hostel} tests/{library,hostel}.int.spec.ts \
 *     tests/architecture.spec.ts tests/architecture-client.spec.ts tests/access-matrix.int.spec.ts \
 *     tests/push-audience.unit.spec.ts client/src/app/push-map.unit.spec.ts   (11 files, 69 tests passed)
 *   the int spec fails when MANAGER is added to the roles; a second run refuses the name, an existing read model
 *   (finance-entry) and an exported contract name (error-reply); then git checkout and git clean removed the modules.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientFiles } from './new-module/client-files.mjs';
import { KEBAB, namesOf, t } from './new-module/names.mjs';
import { serverFiles } from './new-module/server-files.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function fail(message) {
  console.error(`new-module: ${message}`);
  process.exit(1);
}

// ---- arguments and names ----
const args = process.argv.slice(2);
const at = args.indexOf('--entity');
const entityArg = at >= 0 ? args[at + 1] : undefined;
const rest = at >= 0 ? args.filter((_, i) => i !== at && i !== at + 1) : args;
if (rest.length !== 1 || (at >= 0 && !entityArg)) fail('usage: npm run new-module -- <name> [--entity <entity>] (kebab-case)');
const name = rest[0];
const entity = entityArg ?? name;
for (const n of [name, entity]) if (!KEBAB.test(n)) fail(`"${n}" is not kebab-case (a-z, 0-9, single dashes)`);

const x = namesOf(name, entity);
const { N, n, E, e, pk, P, p, rm, label, base, ROLES } = x;

// ---- refusals ----
const read = (rel) => readFileSync(join(ROOT, rel), 'utf8');
const folders = [`contracts/src/${name}`, `server/src/modules/${name}`, `projections/src/${name}`, `client/src/features/${name}`];
for (const f of [...folders, `tests/${name}.int.spec.ts`]) if (existsSync(join(ROOT, f))) fail(`${f} exists: pick another name`);
if (new RegExp(`'${rm}'`).test(read('contracts/src/push.ts')))
  fail(`the read model ${rm} exists (contracts/src/push.ts): pick another entity`);
const contractNames = [E, `Create${E}Body`, `${E}Recorded`, `${E}Deleted`, `${E}List`, `${E}Reply`, `${N}Event`];
const grep = (pattern, dir) => {
  try {
    return execFileSync('grep', ['-rlE', pattern, join(ROOT, dir)], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};
const taken = grep(`export (const|interface|type) (${contractNames.join('|')})\\b`, 'contracts/src');
if (taken) fail(`contracts already export one of ${contractNames.join(', ')} (${taken}): pick another entity`);
if (grep(`\`${e}-\\$\\{`, 'server/src')) fail(`a stream named ${e}-… exists in server/src: pick another entity`);

// ---- edits of shared files, all checked before anything is written ----
const writes = new Map();
const current = (rel) => writes.get(rel) ?? read(rel);

/**
 * Inserts `text` (lines) beside the first line matching `anchor` (or the last, with `last`): after it, or before it; with
 * `next`, beside the first line matching `next` that follows the anchor (the end of a list the anchor opens).
 */
function insert(rel, { anchor, next, where = 'after', last = false }, text) {
  const lines = current(rel).split('\n');
  const hits = lines.flatMap((l, i) => (anchor.test(l) ? [i] : []));
  if (hits.length === 0) fail(`anchor ${anchor} not found in ${rel}: the file changed; update scripts/new-module.mjs`);
  let i = last ? hits[hits.length - 1] : hits[0];
  if (next) {
    const j = lines.findIndex((l, k) => k > i && next.test(l));
    if (j < 0) fail(`anchor ${next} (after ${anchor}) not found in ${rel}: update scripts/new-module.mjs`);
    i = j;
  }
  lines.splice(where === 'after' ? i + 1 : i, 0, ...text.split('\n'));
  writes.set(rel, lines.join('\n'));
}
const create = (rel, text) => writes.set(rel, text.startsWith('\n') ? text.slice(1) : text);

// the new files (scripts/new-module/*-files.mjs)
for (const [rel, text] of [...serverFiles(x), ...clientFiles(x)]) create(rel, text);

// contracts
insert(
  'contracts/src/index.ts',
  { anchor: /^export \* from '\.\/[a-z-]+\/index\.js';$/, last: true },
  `export * from './${name}/index.js';`,
);
insert('contracts/src/push.ts', { anchor: /^export const READ_MODELS = \[/, next: /^\] as const;/, where: 'before' }, `  '${rm}',`);

// server
const mod = `server/src/modules/${name}`;
insert(
  'server/src/modules/index.ts',
  { anchor: /^import type \{ ServerModule \} from '\.\/types\.js';$/, where: 'before' },
  `import { ${n}Module } from './${name}/index.js';`,
);
insert(
  'server/src/modules/index.ts',
  { anchor: /^export const modules: readonly ServerModule\[\] = \[$/, next: /^\];$/, where: 'before' },
  `  ${n}Module,`,
);
insert(
  'server/src/platform/push/audience.ts',
  { anchor: /^\} satisfies Record<ReadModel, SignalAudience>;$/, where: 'before' },
  `  ${rm}: { all: ['SUPER_ADMIN', 'ADMIN'] },`,
);

// projections
insert(
  'projections/src/index.ts',
  { anchor: /^import type \{ Projection \} from '\.\/types\.js';$/, where: 'before' },
  `import { ${p}Projection } from './${name}/${pk}.js';`,
);
insert('projections/src/index.ts', { anchor: /^export \* from '\.\/runner\.js';$/ }, `export { ${p}Projection };`);
insert(
  'projections/src/index.ts',
  { anchor: /^export const allProjections: readonly Projection\[\] = \[$/, next: /^\];$/, where: 'before' },
  `  ${p}Projection,`,
);

// client
insert(
  'client/src/app/push-invalidation.ts',
  { anchor: /^import \{ emitJob \} from '@\/lib\/job-events';$/, where: 'before' },
  `import { ${n}Push } from '@/features/${name}/push';`,
);
insert(
  'client/src/app/push-invalidation.ts',
  { anchor: /^export const keysByReadModel = composePushMaps\(\[$/, next: /^\]\);$/, where: 'before' },
  `  ${n}Push,`,
);
insert(
  'client/src/app/push-map.unit.spec.ts',
  { anchor: /^import \{ composePushMaps \} from '\.\.\/lib\/push-map';$/, where: 'before' },
  `import { ${n}Push } from '../features/${name}/push';`,
);
insert(
  'client/src/app/push-map.unit.spec.ts',
  { anchor: /^const composed = composePushMaps\(\[$/, next: /^\]\);$/, where: 'before' },
  `  ${n}Push,`,
);

// tests
const allow = '{ "allow": ["SUPER_ADMIN", "ADMIN"] },';
insert(
  'tests/access-matrix.expected.json',
  { anchor: /^ {2}"routes": \{$/ },
  [
    `    "POST /api/v1/${base}/create": ${allow}`,
    `    "DELETE /api/v1/${base}/delete/{id}": ${allow}`,
    `    "GET /api/v1/${base}": ${allow}`,
  ].join('\n'),
);
try {
  JSON.parse(current('tests/access-matrix.expected.json'));
} catch (err) {
  fail(`tests/access-matrix.expected.json would not parse after the insert: ${err.message}`);
}

// ---- write ----
for (const [rel, text] of writes) {
  mkdirSync(dirname(join(ROOT, rel)), { recursive: true });
  writeFileSync(join(ROOT, rel), text);
  console.log(`  wrote ${rel}`);
}

console.log(t`
Module ${name} (entity ${entity}, read model ${rm}, routes /api/v1/${base}) is in place. Check it:
  npx tsc -p tsconfig.json --noEmit && npx tsc -p client/tsconfig.json --noEmit
  npx vitest run ${mod} projections/src/${name} tests/${name}.int.spec.ts tests/access-matrix.int.spec.ts

Left to you:
  1. Fields: replace the placeholder \`title\` with the spec's fields and messages in contracts/src/${name}/index.ts, the
     decider's rules, the projection's table (bump its version) and the routes' view; dates declare \`x-window\`.
  2. Panel: a path in client/src/lib/route-table.ts (\`paths\` and \`pageAccess\`: ['SUPER_ADMIN', 'ADMIN']), a
     <Route path={paths.${n}} component={${P}Page} /> in client/src/app/panels/admin-panel.tsx (import from
     '@/features/${name}/pages/${pk}-page'), and a sidebar entry in client/src/app/layout/nav-items.tsx.
  3. Permission module, if MANAGER or STAFF are to use it: add it to PERMISSION_MODULES (contracts/src/permissions),
     add MANAGER (STAFF to read) to ${ROLES} and \`module\` to each route's config (${mod}/routes.ts), \`modules\` to
     ${rm} in server/src/platform/push/audience.ts, \`"module"\` and the roles to its rows in
     tests/access-matrix.expected.json, \`module\` to its nav item, and a test that grants it (harness \`grant\`).
  4. Demo seed: server/src/demo/${name}-seed.ts writing through ${e}Decider (rt.commands.handle), called from seed.ts.
  5. docs/api.md: a section for ${name} (the three calls, their fields and messages, who may call them).
  6. Owners: if a ${label} belongs to a person, \`ownersOf\` on the projection and \`own\` roles in SIGNAL_AUDIENCE;
     a read that returns people asks the people module's \`profileView\` (docs/security.md).
`);
