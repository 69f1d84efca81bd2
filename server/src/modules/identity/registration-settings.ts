import { sql } from 'kysely';
import { DEFAULT_REGISTRATION_PATTERN, ErrorReply, RegistrationPatternBody, RegistrationSettingsReply, type Role } from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { ok } from '../../platform/http/reply.js';
import { instituteDecider, instituteStream } from './deciders.js';
import { settingsOf } from './registration-numbers.js';

const READERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER'];
const SETTERS: Role[] = ['SUPER_ADMIN', 'ADMIN'];

/** How the institute's registration numbers are made (issue 11 item 8): read it, set it. */
export async function registrationSettingsRoutes(app: TypedApp, rt: Runtime) {
  app.get(
    '/institute/registration-pattern',
    {
      config: { access: READERS, module: 'student', readModels: ['institute'] },
      schema: { tags: ['institutes'], response: { 200: RegistrationSettingsReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const r = await sql<{ registration_pattern: string | null }>`select registration_pattern from institute
        where id = ${authOf(req).instituteId}`.execute(rt.database.db);
      const set = r.rows[0]?.registration_pattern ?? null;
      return ok('Registration pattern', settingsOf(set ?? DEFAULT_REGISTRATION_PATTERN, set === null, new Date()));
    },
  );

  app.put(
    '/institute/registration-pattern',
    {
      config: { access: SETTERS },
      schema: {
        tags: ['institutes'],
        body: RegistrationPatternBody,
        response: { 200: RegistrationSettingsReply, '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const res = await rt.commands.handle(
        instituteDecider,
        instituteStream(ctx.instituteId),
        { type: 'SetRegistrationPattern', data: { instituteId: ctx.instituteId, pattern: req.body.pattern } },
        ctx,
        { mustExist: 'Institute not found.' },
      );
      const pattern = res.state.registrationPattern ?? DEFAULT_REGISTRATION_PATTERN;
      return sendWritten(reply, res.append, 'Registration pattern saved', settingsOf(pattern, false, ctx.now));
    },
  );
}
