import type { RecordedEvent, Role, StaffLeaveEvent, StaffLeaveFacts } from '@school/contracts';
import { ErrorReply, HistoryReply, IdParams } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import type { TypedApp } from '../../platform/http/typed.js';
import { userCards } from '../identity/index.js';
import { readHistory, type HistoryChange, type HistoryDescription } from '../../platform/audit/index.js';
import { authOf, type AuthContext } from '../../platform/http/access.js';
import { ok } from '../../platform/http/reply.js';
import { staffLeaveStream } from './decider.js';

const CODES: Record<string, string> = { SICK_LEAVE: 'Sick leave', CASUAL_LEAVE: 'Casual leave' };
const TYPES: Record<string, string> = { HALF_DAY: 'Half day', FULL_DAY: 'Full day', MULTIPLE_DAY: 'Multiple days' };
const HALVES: Record<string, string> = { firstHalf: 'First half', secondHalf: 'Second half' };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A calendar day as people read it: 2026-11-22 → Nov 22, 2026. */
export const dayLabel = (day: string | undefined): string | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  return m ? `${MONTHS[Number(m[2]) - 1]} ${Number(m[3])}, ${m[1]}` : (day ?? null);
};

const fields: { label: string; of: (l: Partial<StaffLeaveFacts>) => string | null }[] = [
  { label: 'Employee', of: (l) => l.staffId ?? null },
  { label: 'Leave code', of: (l) => (l.leaveCode ? (CODES[l.leaveCode] ?? l.leaveCode) : null) },
  { label: 'Leave type', of: (l) => (l.leaveType ? (TYPES[l.leaveType] ?? l.leaveType) : null) },
  { label: 'Leave date', of: (l) => dayLabel(l.leaveDate) },
  { label: 'Half', of: (l) => (l.additionalLeaveInfo ? (HALVES[l.additionalLeaveInfo] ?? l.additionalLeaveInfo) : null) },
  { label: 'Expected joining date', of: (l) => dayLabel(l.expectedJoiningDate) },
  { label: 'Reason', of: (l) => l.reason ?? null },
];

/** Describes the events of one leave stream in order; the previous facts give an edit its before values. */
export function leaveDescriber() {
  let prev: Partial<StaffLeaveFacts> = {};
  return (e: RecordedEvent): HistoryDescription | null => {
    const ev = e as unknown as StaffLeaveEvent;
    switch (ev.type) {
      case 'StaffLeaveRecorded':
      case 'StaffLeaveApplied': {
        const d = ev.data ?? {};
        prev = d;
        const changes: HistoryChange[] = fields
          .filter((f) => f.label !== 'Employee' && f.of(d) !== null)
          .map((f) => ({ label: f.label, after: f.of(d) }));
        return {
          summary: `${ev.type === 'StaffLeaveApplied' ? 'Leave applied for' : 'Leave recorded'}: ${TYPES[d.leaveType] ?? d.leaveType}, ${dayLabel(d.leaveDate)}${d.expectedJoiningDate ? ` to ${dayLabel(d.expectedJoiningDate)}` : ''}`,
          changes,
        };
      }
      case 'StaffLeaveEdited': {
        const d = ev.data ?? {};
        const changes = fields.flatMap((f): HistoryChange[] => {
          const before = f.of(prev);
          const after = f.of(d);
          return before === after ? [] : [{ label: f.label, before, after }];
        });
        prev = d;
        return { summary: 'Leave edited', changes };
      }
      case 'StaffLeaveCancelled':
        return { summary: 'Leave cancelled', ...(ev.data?.reason ? { reason: ev.data.reason } : {}) };
      case 'StaffLeaveApproved':
        return { summary: 'Leave approved', ...(ev.data?.note ? { reason: ev.data.note } : {}) };
      case 'StaffLeaveRejected':
        return { summary: 'Leave rejected', ...(ev.data?.reason ? { reason: ev.data.reason } : {}) };
      default:
        return null;
    }
  };
}

/** `GET staff/leave/history/:id`: what happened to one leave, who did it and when (docs/api.md "Staff leave"). */
export function leaveHistoryRoutes(app: TypedApp, rt: Runtime, readers: Role[], mayRead: (auth: AuthContext, id: string) => Promise<void>) {
  app.get(
    '/staff/leave/history/:id',
    {
      config: { access: readers, readModels: ['staff_leave', 'app_user'] },
      schema: { tags: ['leave'], params: IdParams, response: { 200: HistoryReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const auth = authOf(req);
      const { id } = req.params;
      await mayRead(auth, id);
      const data = await readHistory(rt, { streams: [staffLeaveStream(id)], instituteId: auth.instituteId, describe: leaveDescriber() });
      // An edit that moved the leave to another employee names both by name, not id.
      const ids = [
        ...new Set(data.flatMap((e) => (e.changes ?? []).filter((c) => c.label === 'Employee').flatMap((c) => [c.before, c.after]))),
      ].filter((v): v is string => typeof v === 'string');
      if (ids.length > 0) {
        const names = new Map([...(await userCards(rt, ids)).values()].map((u) => [u.id, u.displayName]));
        for (const c of data.flatMap((e) => e.changes ?? []).filter((x) => x.label === 'Employee')) {
          if (typeof c.before === 'string') c.before = names.get(c.before) ?? c.before;
          if (typeof c.after === 'string') c.after = names.get(c.after) ?? c.after;
        }
      }
      return ok('Leave history', data);
    },
  );
}
