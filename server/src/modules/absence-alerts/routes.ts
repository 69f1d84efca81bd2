import { sql } from 'kysely';
import {
  AbsenceAlertSettingsBody,
  AbsenceAlertSettingsReply,
  AbsenceAlertsQuery,
  AbsenceAlertsReply,
  ErrorReply,
  type AbsenceAlertRow,
  type AbsenceAlertStatus,
  type MissedClass,
  type Role,
} from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { ok, pageOf, paged } from '../../platform/http/reply.js';
import { badRequest } from '../../platform/errors.js';
import { dayOf } from '../../platform/days.js';
import { todayOf } from '../../platform/clock.js';
import { userCards } from '../identity/index.js';
import { absenceAlertSettingsDecider, absenceAlertSettingsStream } from './decider.js';

/** Who reads the delivery log and the switch: the office, MANAGER and STAFF while they hold `attendance`. */
export const ALERT_READERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];
/** Who turns alerts on or off: an institute's policy. */
export const ALERT_SETTERS: Role[] = ['SUPER_ADMIN', 'ADMIN'];

type AlertDbRow = {
  id: string;
  student_id: string;
  student_name: string;
  day: string;
  status: AbsenceAlertStatus;
  classes: MissedClass[];
  parents: string[];
  emails: string[];
  notified_at: Date | string;
  updated_at: Date | string;
  emailed_at: Date | string | null;
};

/** GET attendance/alerts (the delivery log of a day), GET and PUT attendance/alert-settings (the institute's switch). */
export function absenceAlertRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;

  app.get(
    '/attendance/alerts',
    {
      config: { access: ALERT_READERS, module: 'attendance', readModels: ['absence_alert'] },
      schema: { tags: ['attendance'], querystring: AbsenceAlertsQuery, response: { 200: AbsenceAlertsReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const { instituteId } = authOf(req);
      const day = req.query.date?.trim() ? dayOf(req.query.date) : todayOf(rt.clock);
      if (!day) throw badRequest('Date must be a date (YYYY-MM-DD).');
      const { perPage, pageNo, offset } = pageOf(req.query);
      const total = await sql<{ n: string | number }>`select count(*) as n from absence_alert
        where institute_id = ${instituteId} and day = ${day}`.execute(db);
      const rows = (
        await sql<AlertDbRow>`select id, student_id, student_name, day, status, classes, parents, emails, notified_at, updated_at, emailed_at
        from absence_alert where institute_id = ${instituteId} and day = ${day}
        order by notified_at desc, id limit ${perPage} offset ${offset}`.execute(db)
      ).rows;
      const names = await userCards(
        rt,
        rows.flatMap((r) => r.parents),
      );
      const data: AbsenceAlertRow[] = rows.map((r) => ({
        _id: r.id,
        day: r.day,
        student: { _id: r.student_id, displayName: r.student_name },
        status: r.status,
        classes: r.classes,
        parents: r.parents.map((p) => ({ _id: p, displayName: names.get(p)?.displayName ?? 'Unknown' })),
        notifiedAt: new Date(r.notified_at).toISOString(),
        updatedAt: new Date(r.updated_at).toISOString(),
        emailedAt: r.emailed_at ? new Date(r.emailed_at).toISOString() : null,
        emails: r.emails,
      }));
      return paged('Absence alerts', data, Number(total.rows[0]?.n ?? 0), perPage, pageNo);
    },
  );

  app.get(
    '/attendance/alert-settings',
    {
      config: { access: ALERT_READERS, module: 'attendance', readModels: ['absence_alert'] },
      schema: { tags: ['attendance'], response: { 200: AbsenceAlertSettingsReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const r = await sql<{ enabled: boolean; updated_at: Date | string }>`select enabled, updated_at from absence_alert_settings
        where institute_id = ${authOf(req).instituteId}`.execute(db);
      const row = r.rows[0];
      return ok('Absence alert settings', {
        enabled: row?.enabled ?? true,
        updatedAt: row ? new Date(row.updated_at).toISOString() : null,
      });
    },
  );

  app.put(
    '/attendance/alert-settings',
    {
      config: { access: ALERT_SETTERS },
      schema: { tags: ['attendance'], body: AbsenceAlertSettingsBody, response: { 200: AbsenceAlertSettingsReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const res = await rt.commands.handle(
        absenceAlertSettingsDecider,
        absenceAlertSettingsStream(ctx.instituteId),
        { type: 'SetAbsenceAlerts', data: { enabled: req.body.enabled } },
        ctx,
      );
      return sendWritten(reply, res.append, res.state.enabled ? 'Absence alerts are on' : 'Absence alerts are off', {
        enabled: res.state.enabled,
        updatedAt: res.state.updatedAt,
      });
    },
  );
}
