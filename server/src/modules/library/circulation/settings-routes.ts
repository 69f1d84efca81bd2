import { sql } from 'kysely';
import { ErrorReply, LibraryRulesBody, LibraryRulesReply, LibraryStatReply } from '@school/contracts';
import type { TypedApp } from '../../../platform/http/typed.js';
import type { Runtime } from '../../../platform/runtime.js';
import { authOf } from '../../../platform/http/access.js';
import { commandContext, sendWritten } from '../../../platform/http/context.js';
import { ok } from '../../../platform/http/reply.js';
import { badRequest } from '../../../platform/errors.js';
import { librarySettingsDecider, librarySettingsStream, rulesOf } from './settings-decider.js';
import { EVERYONE, OFFICE, rulesFor } from './shared.js';

const FINE_CAP_INVALID = 'Fine cap must be a number of rupees, or empty for no cap.';

/** The library rules (issue 17 §3) and the library dashboard's cards (dashboard/admin/library-stat). */
export function settingsRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;

  app.get(
    '/library/settings',
    { config: { access: EVERYONE }, schema: { tags: ['library'], response: { 200: LibraryRulesReply, '4xx': ErrorReply } } },
    async (req) => ok('Library rules', await rulesFor(rt, authOf(req).instituteId)),
  );

  app.put(
    '/library/settings',
    {
      config: { access: OFFICE, module: 'library' },
      schema: { tags: ['library'], body: LibraryRulesBody, response: { 200: LibraryRulesReply, '4xx': ErrorReply } },
      // The fine cap is a number or null: the validator's conversion would read `true` or "5" as a number.
      preValidation: async (req) => {
        const raw: unknown = req.body;
        const cap = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>).fineCap : undefined;
        if (cap !== undefined && cap !== null && typeof cap !== 'number') throw badRequest(FINE_CAP_INVALID);
      },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const b = req.body;
      const data = {
        finePerDay: Math.round(b.finePerDay * 100) / 100,
        graceDays: b.graceDays,
        fineCap: b.fineCap === null ? null : Math.round(b.fineCap * 100) / 100,
        countHolidays: b.countHolidays,
        maxBooksPerStudent: b.maxBooksPerStudent,
        loanDays: b.loanDays,
        maxRenewals: b.maxRenewals,
        renewOverdue: b.renewOverdue,
      };
      const res = await rt.commands.handle(
        librarySettingsDecider,
        librarySettingsStream(ctx.instituteId),
        { type: 'SetLibraryRules', data },
        ctx,
      );
      return sendWritten(reply, res.append, 'Library rules saved', rulesOf(res.state));
    },
  );

  app.get(
    '/dashboard/admin/library-stat',
    {
      config: { access: OFFICE, module: 'library', readModels: ['library_issue', 'library_member'] },
      schema: { tags: ['library'], response: { 200: LibraryStatReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const inst = authOf(req).instituteId;
      const r = await sql<{ students: number; books: number; authors: number; out: number; collected: string | null }>`select
        (select count(*)::int from library_member where institute_id = ${inst} and deleted_at is null) as students,
        (select count(*)::int from library_issue_book where institute_id = ${inst} and not deleted) as books,
        (select count(*)::int from library_issue_author where institute_id = ${inst} and not deleted) as authors,
        (select count(*)::int from library_issue where institute_id = ${inst} and returned_at is null) as out,
        (select sum(fine_paid) from library_issue where institute_id = ${inst}) as collected`.execute(db);
      const s = r.rows[0];
      return ok('Library stats', {
        totalStudents: s?.students ?? 0,
        totalBook: s?.books ?? 0,
        totalAuthors: s?.authors ?? 0,
        totalBookIssued: s?.out ?? 0,
        totalFineCollected: Math.round(Number(s?.collected ?? 0) * 100) / 100,
      });
    },
  );
}
