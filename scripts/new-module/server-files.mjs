import { t } from './names.mjs';

/** The contracts, server module and projection of a new module, as [path, text] pairs (see scripts/new-module.mjs). */
export function serverFiles(x) {
  const { N, n, E, e, pk, p, rm, label, Label, Plural, base, ROLES, name, entity } = x;
  const mod = `server/src/modules/${name}`;
  return [
    [
      `contracts/src/${name}/index.ts`,
      t`
import { Type, type Static } from '@sinclair/typebox';
import { Ok, Paged, PageQuery } from '../envelope.js';

/** What \`POST ${base}/create\` takes: put the spec's fields and messages here (\`x-message\`, \`x-invalid\`, dates' \`x-window\`). */
export const Create${E}Body = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200, 'x-message': '${Label} title is required.' }),
});
export type Create${E}Body = Static<typeof Create${E}Body>;

export const ${E} = Type.Object({
  _id: Type.String(),
  id: Type.String(),
  title: Type.String(),
  createdAt: Type.String(),
  createdBy: Type.String(),
});
export type ${E} = Static<typeof ${E}>;

/** Paging and a title search; filters join it with \`Type.Composite\` (see finance). */
export const ${E}ListQuery = PageQuery;
export const ${E}Reply = Ok(${E});
export const ${E}List = Paged(${E});

export interface ${E}Recorded {
  type: '${E}Recorded';
  data: { ${e}Id: string; title: string };
}
export interface ${E}Deleted {
  type: '${E}Deleted';
  data: { ${e}Id: string };
}
export type ${N}Event = ${E}Recorded | ${E}Deleted;
`,
    ],
    [
      `${mod}/decider.ts`,
      t`
import type { ${N}Event } from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';

export interface ${E}State {
  exists: boolean;
  deleted: boolean;
}

export type ${E}Command =
  | { type: 'Record${E}'; data: { ${e}Id: string; title: string } }
  | { type: 'Delete${E}'; data: { ${e}Id: string } };

export const ${e}Stream = (id: string) => \`${e}-\${id}\`;

export const ${e}Decider: Decider<${E}State, ${E}Command, ${N}Event> = {
  initialState: () => ({ exists: false, deleted: false }),
  evolve(state, event) {
    switch (event.type) {
      case '${E}Recorded':
        return { ...state, exists: true };
      case '${E}Deleted':
        return { ...state, deleted: true };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'Record${E}':
        if (state.exists) throw conflict('This ${label} already exists.');
        // The rules of a ${label} live here only: the route hands the input over as it came (trimmed).
        if (!command.data.title.trim()) throw badRequest('${Label} title is required.');
        return [{ type: '${E}Recorded', data: command.data }];
      case 'Delete${E}':
        if (!state.exists || state.deleted) throw notFound('${Label} not found.');
        return [{ type: '${E}Deleted', data: command.data }];
    }
  },
};
`,
    ],
    [
      `${mod}/decider.unit.spec.ts`,
      t`
import { describe, it } from 'vitest';
import type { ${N}Event } from '@school/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { ${e}Decider } from './decider.js';

const spec = deciderSpec(${e}Decider);
const recorded: ${N}Event = { type: '${E}Recorded', data: { ${e}Id: 'x1', title: 'First' } };
const deleted: ${N}Event = { type: '${E}Deleted', data: { ${e}Id: 'x1' } };

describe('${label} decider', () => {
  it('records a ${label}, once', () => {
    spec.given().when({ type: 'Record${E}', data: recorded.data }).then([recorded]);
    spec.given(recorded).when({ type: 'Record${E}', data: recorded.data }).thenThrows({ status: 409 });
  });
  it('holds the rules of a ${label} itself, as client errors (the route does not repeat them)', () => {
    spec.given().when({ type: 'Record${E}', data: { ${e}Id: 'x1', title: '  ' } })
      .thenThrows({ message: '${Label} title is required.', status: 400 });
  });
  it('deletes by a new event, once', () => {
    spec.given(recorded).when({ type: 'Delete${E}', data: { ${e}Id: 'x1' } }).then([deleted]);
    spec.given(recorded, deleted).when({ type: 'Delete${E}', data: { ${e}Id: 'x1' } }).thenThrows({ message: 'not found', status: 404 });
    spec.given().when({ type: 'Delete${E}', data: { ${e}Id: 'x1' } }).thenThrows({ status: 404 });
  });
});
`,
    ],
    [
      `${mod}/routes.ts`,
      t`
import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import { Create${E}Body, ErrorReply, IdParams, Ok, ${E}List, ${E}ListQuery, ${E}Reply, type Role } from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { likePattern, pageOf, paged } from '../../platform/http/reply.js';
import { idFor } from '../../platform/commands.js';
import { ${e}Decider, ${e}Stream } from './decider.js';

/**
 * Who may call the routes. With a permission module (contracts' PERMISSION_MODULES): add MANAGER (and STAFF to read),
 * \`module\` in each route's config, the same in SIGNAL_AUDIENCE and in tests/access-matrix.expected.json.
 */
export const ${ROLES}: Role[] = ['SUPER_ADMIN', 'ADMIN'];

type Row = { id: string; title: string; created_at: Date | string; created_by: string };

export async function ${n}Routes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const view = (r: Row) => ({
    _id: r.id,
    id: r.id,
    title: r.title,
    createdAt: new Date(r.created_at).toISOString(),
    createdBy: r.created_by,
  });

  app.post('/${base}/create', {
    config: { access: ${ROLES} },
    schema: { tags: ['${name}'], body: Create${E}Body, response: { 200: ${E}Reply, '4xx': ErrorReply } },
  }, async (req, reply) => {
    const ctx = commandContext(req);
    const title = req.body.title.trim();
    const ${e}Id = idFor(ctx, '${entity}');
    const res = await rt.commands.handle(${e}Decider, ${e}Stream(${e}Id), { type: 'Record${E}', data: { ${e}Id, title } }, ctx);
    return sendWritten(reply, res.append, '${Label} added successfully', view({
      id: ${e}Id, title, created_at: ctx.now, created_by: ctx.actor.userId,
    }));
  });

  app.delete('/${base}/delete/:id', {
    config: { access: ${ROLES} },
    schema: { tags: ['${name}'], params: IdParams, response: { 200: Ok(Type.Object({ _id: Type.String() })), '4xx': ErrorReply } },
  }, async (req, reply) => {
    const ctx = commandContext(req);
    const { id } = req.params;
    const res = await rt.commands.handle(${e}Decider, ${e}Stream(id), { type: 'Delete${E}', data: { ${e}Id: id } }, ctx, {
      mustExist: '${Label} not found.',
    });
    return sendWritten(reply, res.append, '${Label} deleted successfully', { _id: id });
  });

  app.get('/${base}', {
    config: { access: ${ROLES}, readModels: ['${rm}'] },
    schema: { tags: ['${name}'], querystring: ${E}ListQuery, response: { 200: ${E}List, '4xx': ErrorReply } },
  }, async (req) => {
    const q = req.query;
    const { perPage, pageNo, offset } = pageOf(q, 20);
    const where = sql.join(
      [
        sql\`institute_id = \${authOf(req).instituteId}\`,
        sql\`deleted_at is null\`,
        ...(q.searchTitle?.trim() ? [sql\`title ilike \${likePattern(q.searchTitle)}\`] : []),
      ],
      sql\` and \`,
    );
    const [rows, count] = await Promise.all([
      sql<Row>\`select id, title, created_at, created_by from ${rm} where \${where}
        order by created_at desc, id limit \${perPage} offset \${offset}\`.execute(db),
      sql<{ n: string }>\`select count(*) as n from ${rm} where \${where}\`.execute(db),
    ]);
    return paged('${Plural}', rows.rows.map(view), Number(count.rows[0]?.n ?? 0), perPage, pageNo);
  });
}
`,
    ],
    [
      `${mod}/index.ts`,
      t`
import type { ServerModule } from '../types.js';
import { ${n}Routes } from './routes.js';

export { ${e}Decider, ${e}Stream } from './decider.js';
export const ${n}Module: ServerModule = { name: '${name}', routes: ${n}Routes };
`,
    ],
    [
      `projections/src/${name}/${pk}.ts`,
      t`
import { sql } from 'kysely';
import type { ${N}Event } from '@school/contracts';
import type { Projection } from '../types.js';

/** \`${rm}\`: the institute's ${pk}. A deleted one stays, marked, so history and audit agree. */
export const ${p}Projection: Projection = {
  name: '${rm}',
  version: 1,
  tables: {
    ${rm}: (t) => sql\`create table \${t} (
      id text primary key, institute_id text not null, title text not null, created_by text not null,
      created_at timestamptz not null, deleted_at timestamptz, deleted_by text)\`,
  },
  indexes: {
    '${rm}.institute': (t, i) => sql\`create index \${i} on \${t} (institute_id, created_at desc)\`,
  },
  handles: ['${E}Recorded', '${E}Deleted'],
  async apply(ctx, event) {
    const e = event as unknown as ${N}Event;
    const m = event.metadata;
    switch (e.type) {
      case '${E}Recorded':
        await sql\`insert into \${ctx.table('${rm}')} (id, institute_id, title, created_by, created_at)
          values (\${e.data.${e}Id}, \${m.instituteId}, \${e.data.title}, \${m.actorId}, \${m.occurredAt})
          on conflict (id) do nothing\`.execute(ctx.tx);
        return;
      case '${E}Deleted':
        await sql\`update \${ctx.table('${rm}')} set deleted_at = \${m.occurredAt}, deleted_by = \${m.actorId}
          where id = \${e.data.${e}Id} and deleted_at is null\`.execute(ctx.tx);
        return;
    }
  },
};
`,
    ],
    [
      `projections/src/${name}/${pk}.int.spec.ts`,
      t`
import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../testing/projection-spec.js';
import { ${p}Projection } from './${pk}.js';

const spec = projectionSpec(${p}Projection);
const { event } = spec;

describe('${rm} projection', () => {
  it('keeps a ${label} and marks its deletion once, with who and when', async () => {
    const recorded = event('${E}Recorded', { ${e}Id: 'x1', title: 'First' });
    const deleted = event('${E}Deleted', { ${e}Id: 'x1' }, { actorId: 'u2' });
    const rows = await spec.given(recorded).when(deleted).then('${rm}');
    expect(rows).toMatchObject([{ id: 'x1', institute_id: 'i1', title: 'First', created_by: 'u1', deleted_by: 'u2' }]);
    expect(rows[0]!.deleted_at).toEqual(new Date(deleted.metadata.occurredAt));
  });

  it('writes nothing for the deletion of a ${label} it does not know', async () => {
    expect(await spec.when(event('${E}Deleted', { ${e}Id: 'unknown' })).then('${rm}')).toEqual([]);
  });
});
`,
    ],
  ];
}
