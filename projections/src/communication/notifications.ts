import { sql } from 'kysely';
import {
  absenceAlertText,
  absenceAlertTitle,
  absenceNotificationIdOf,
  assignmentNotificationIdOf,
  notificationIdOf,
  reminderNotificationIdOf,
  reminderText,
  reminderTitle,
  type AbsenceAlertRaised,
  type AbsenceAlertWithdrawn,
  type AssignmentNotificationsWithdrawn,
  type AssignmentNotified,
  type CommunicationEvent,
  type FeeReminderSent,
  type StaffLeaveApproved,
  type StaffLeaveRejected,
} from '@school/contracts';
import type { Projection } from '../types.js';
// ---- live classes (live-read) ----
import type { LiveClassNotified } from '@school/contracts';
/** A live class's notification to one student (one per class and student: a second Go Live with notify renews it). */
export const liveClassNotificationIdOf = (classId: string, userId: string) => `live.${classId}.${userId}`;
const isLiveClassNotified = (e: { type: string }): e is LiveClassNotified => e.type === 'LiveClassNotified';
// ---- library circulation (lib-circ-server) ----
/** The circulation events that reach a student's inbox (contracts/src/library/events.ts; BookHoldReady is circulation's own). */
type LibraryNotice =
  | { type: 'BookIssueReminded'; data: { issueId: string; studentId: string; kind: 'DUE_SOON' | 'OVERDUE'; returnDate: string } }
  | { type: 'BookHoldReady'; data: { holdId: string; studentId: string } };
const isLibraryNotice = (e: { type: string }): e is LibraryNotice => e.type === 'BookIssueReminded' || e.type === 'BookHoldReady';
/** One notification per reminder (kind and return date: a renewed loan is reminded again) or ready hold, per student. */
export const libraryNotificationIdOf = (e: LibraryNotice) =>
  e.type === 'BookHoldReady'
    ? `library.hold.${e.data.holdId}.${e.data.studentId}`
    : `library.${e.data.kind}.${e.data.issueId}.${e.data.returnDate}.${e.data.studentId}`;
function libraryNotice(e: LibraryNotice): { kind: string; refId: string; title: string; description: string } {
  if (e.type === 'BookHoldReady') {
    return {
      kind: 'LIBRARY_HOLD_READY',
      refId: e.data.holdId,
      title: 'Your library book is ready',
      description: 'A copy of the book you held is kept for you: collect it at the library.',
    };
  }
  return e.data.kind === 'DUE_SOON'
    ? {
        kind: 'LIBRARY_DUE_SOON',
        refId: e.data.issueId,
        title: 'Library book due soon',
        description: `Return it by ${dayLabel(e.data.returnDate)}.`,
      }
    : {
        kind: 'LIBRARY_OVERDUE',
        refId: e.data.issueId,
        title: 'Library book overdue',
        description: `It was due on ${dayLabel(e.data.returnDate)}; a fine grows each day until it is returned.`,
      };
}
// ---- end library circulation ----
// ---- end live classes ----
// ---- inventory (inv-server) ----
import type { InventoryStockLow } from '@school/contracts';
/** An item's low-stock notification to one admin (one per crossing: the event's id). */
export const lowStockNotificationIdOf = (eventId: string, userId: string) => `invlow.${eventId}.${userId}`;
const isStockLow = (e: { type: string }): e is InventoryStockLow => e.type === 'InventoryStockLow';
// ---- end inventory ----
// ---- placement notices (notices) ----
import type { PlacementNoticePosted } from '@school/contracts';
/** A placement notice's notification to one student of its session (kind PLACEMENT_NOTICE, ref the notice). */
export const placementNotificationIdOf = (noticeId: string, userId: string) => `placement.${noticeId}.${userId}`;
const isPlacementPosted = (e: { type: string }): e is PlacementNoticePosted => e.type === 'PlacementNoticePosted';
// ---- end placement notices ----
// ---- transport riders (riders) ----
import { TRANSPORT_PAPER_EXPIRING, type TransportPaperExpiring } from '@school/contracts';
/** A paper's expiry notification to one admin (one per paper and expiry date: the event's id). */
export const paperExpiryNotificationIdOf = (eventId: string, userId: string) => `trexp.${eventId}.${userId}`;
const isPaperExpiring = (e: { type: string }): e is TransportPaperExpiring => e.type === 'TransportPaperExpiring';
const PAPER_NAMES = { RC: 'RC', PUC: 'PUC', INSURANCE: 'Insurance', LICENCE: 'Driving licence' } as const;
function paperNotice(d: TransportPaperExpiring['data']) {
  const when =
    d.daysLeft < 0
      ? `expired ${-d.daysLeft} day${d.daysLeft === -1 ? '' : 's'} ago`
      : d.daysLeft === 0
        ? 'expires today'
        : `expires in ${d.daysLeft} day${d.daysLeft === 1 ? '' : 's'}`;
  return {
    title: `${PAPER_NAMES[d.kind] ?? d.kind} ${d.daysLeft < 0 ? 'expired' : 'expiring'}`,
    description: `${PAPER_NAMES[d.kind] ?? d.kind} ${d.number} of ${d.ownerLabel} ${when} (${d.expiryDate}).`,
  };
}
// ---- end transport riders ----
// ---- support (support) ----
import { supportNotificationIdOf, type EnquiryMessagePosted, type EnquiryOpened, type EnquiryResolved } from '@school/contracts';
type SupportNotice = EnquiryOpened | EnquiryMessagePosted | EnquiryResolved;
const isSupportNotice = (e: { type: string }): e is SupportNotice =>
  e.type === 'EnquiryOpened' || e.type === 'EnquiryMessagePosted' || e.type === 'EnquiryResolved';
/** Who hears of a support event, each with their notification's id (a resolution tells the user, once per event). */
const supportInbox = (e: SupportNotice & { eventId: string }): [string, string][] =>
  e.type === 'EnquiryResolved'
    ? e.data?.userId
      ? [[e.data.userId, supportNotificationIdOf(e.eventId, e.data.userId)]]
      : []
    : (e.data?.recipients ?? []).map((u) => [u, supportNotificationIdOf(e.data.messageId, u)]);
function supportNotice(e: SupportNotice): { kind: string; title: string; description: string } {
  const clip = (text: string) => (text.length > 140 ? `${text.slice(0, 139)}…` : text);
  if (e.type === 'EnquiryOpened')
    return { kind: 'SUPPORT_ENQUIRY', title: `New enquiry: ${e.data.subject}`, description: clip(e.data.message) };
  if (e.type === 'EnquiryResolved') {
    return { kind: 'SUPPORT_RESOLVED', title: `Enquiry resolved: ${e.data.subject}`, description: 'Reply on it to open it again.' };
  }
  return e.data.from === 'STAFF'
    ? { kind: 'SUPPORT_REPLY', title: `Reply to your enquiry: ${e.data.subject}`, description: clip(e.data.message) }
    : { kind: 'SUPPORT_ENQUIRY', title: `New reply on enquiry: ${e.data.subject}`, description: clip(e.data.message) };
}
// ---- end support ----

type LeaveDecision = StaffLeaveApproved | StaffLeaveRejected;
const isLeaveDecision = (e: { type: string }): e is LeaveDecision => e.type === 'StaffLeaveApproved' || e.type === 'StaffLeaveRejected';
type AbsenceAlert = AbsenceAlertRaised | AbsenceAlertWithdrawn;
const isAbsenceAlert = (e: { type: string }): e is AbsenceAlert => e.type === 'AbsenceAlertRaised' || e.type === 'AbsenceAlertWithdrawn';
type AssignmentNotice = AssignmentNotified | AssignmentNotificationsWithdrawn;
const isAssignmentNotice = (e: { type: string }): e is AssignmentNotice =>
  e.type === 'AssignmentNotified' || e.type === 'AssignmentNotificationsWithdrawn';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayLabel = (day: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? `${MONTHS[Number(m[2]) - 1]} ${Number(m[3])}, ${m[1]}` : day;
};
const CODES: Record<string, string> = { SICK_LEAVE: 'sick leave', CASUAL_LEAVE: 'casual leave' };
/** The applicant's notice of a decision on their leave application: one per application (it is decided once). */
function leaveNotification(e: LeaveDecision): { title: string; description: string } {
  const what = `Your ${CODES[e.data.leaveCode] ?? 'leave'} from ${dayLabel(e.data.leaveDate)}`;
  if (e.type === 'StaffLeaveApproved') {
    return { title: 'Leave approved', description: `${what} was approved.${e.data.note ? ` Note: ${e.data.note}` : ''}` };
  }
  return { title: 'Leave rejected', description: `${what} was rejected. Reason: ${e.data.reason}` };
}

/**
 * `notification`: each user's inbox. A notice notifies each recipient; withdrawing it withdraws them. A decision on
 * a leave application notifies its applicant (kind LEAVE, ref the leave). A fee reminder notifies the student and
 * their parents (kind FEE_REMINDER). An absence alert notifies each parent once per child and day (kind ABSENCE, ref the
 * student): a later absence the same day rewrites that notification and marks it unread again; a withdrawn one removes it.
 */
export const notificationsProjection: Projection = {
  name: 'notification',
  version: 2,
  tables: {
    notification: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, user_id text not null, kind text not null, ref_id text not null,
      title text not null, description text not null, created_at timestamptz not null, read_at timestamptz)`,
  },
  indexes: { 'notification.user': (t, i) => sql`create index ${i} on ${t} (user_id, created_at desc)` },
  handles: [
    'NoticePublished',
    'NoticeDeleted',
    'NotificationRead',
    'StaffLeaveApproved',
    'StaffLeaveRejected',
    'FeeReminderSent',
    'AbsenceAlertRaised',
    'AbsenceAlertWithdrawn',
    'AssignmentNotified',
    'AssignmentNotificationsWithdrawn',
    // ---- live classes (live-read) ----
    'LiveClassNotified',
    // ---- end live classes ----
    // ---- inventory (inv-server) ----
    'InventoryStockLow',
    // ---- end inventory ----
    // ---- library circulation (lib-circ-server) ----
    'BookIssueReminded',
    'BookHoldReady',
    // ---- end library circulation ----
    // ---- placement notices (notices) ----
    'PlacementNoticePosted',
    // ---- end placement notices ----
    // ---- transport riders (riders) ----
    'TransportPaperExpiring',
    // ---- end transport riders ----
    // ---- support (support) ----
    'EnquiryOpened',
    'EnquiryMessagePosted',
    'EnquiryResolved',
    // ---- end support ----
  ],
  async apply({ tx, table }, event) {
    const at = event.metadata.occurredAt;
    // ---- library circulation (lib-circ-server) ----
    if (isLibraryNotice(event)) {
      if (!event.data?.studentId) return;
      const n = libraryNotice(event);
      await sql`insert into ${table('notification')} (id, institute_id, user_id, kind, ref_id, title, description, created_at)
        values (${libraryNotificationIdOf(event)}, ${event.metadata.instituteId}, ${event.data.studentId}, ${n.kind}, ${n.refId},
          ${n.title}, ${n.description}, ${at})
        on conflict (id) do nothing`.execute(tx);
      return;
    }
    // ---- end library circulation ----
    // ---- live classes (live-read) ----
    if (isLiveClassNotified(event)) {
      const d = event.data;
      if (!d?.recipients || d.recipients.length === 0) return;
      const rows = d.recipients.map(
        (u) =>
          sql`(${liveClassNotificationIdOf(d.classId, u)}, ${event.metadata.instituteId}, ${u}, 'LIVE_CLASS', ${d.classId}, ${d.title}, ${d.description}, ${at})`,
      );
      // Going live again with notify renews the notification: on top and unread again (an older one never overwrites).
      await sql`insert into ${table('notification')} as n (id, institute_id, user_id, kind, ref_id, title, description, created_at)
        values ${sql.join(rows)} on conflict (id) do update set title = excluded.title, description = excluded.description,
          created_at = excluded.created_at, read_at = null
        where n.created_at < excluded.created_at`.execute(tx);
      return;
    }
    // ---- end live classes ----
    // ---- inventory (inv-server) ----
    if (isStockLow(event)) {
      const d = event.data;
      if (!d?.itemId || !d.recipients || d.recipients.length === 0) return;
      const title = 'Low stock';
      const description = `${d.title ?? 'An item'} is down to ${d.quantity} (threshold ${d.threshold}).`;
      const rows = d.recipients.map(
        (u) =>
          sql`(${lowStockNotificationIdOf(event.eventId, u)}, ${event.metadata.instituteId}, ${u}, 'INVENTORY_LOW_STOCK', ${d.itemId}, ${title}, ${description}, ${at})`,
      );
      await sql`insert into ${table('notification')} (id, institute_id, user_id, kind, ref_id, title, description, created_at)
        values ${sql.join(rows)} on conflict (id) do nothing`.execute(tx);
      return;
    }
    // ---- end inventory ----
    // ---- placement notices (notices) ----
    if (isPlacementPosted(event)) {
      const d = event.data;
      if (!d?.noticeId || !d.recipients || d.recipients.length === 0) return;
      const title = `Placement: ${d.companyName}`;
      const description = `${d.title} (${d.position}). Apply from Placements before the last date.`;
      const rows = d.recipients.map(
        (u) =>
          sql`(${placementNotificationIdOf(d.noticeId, u)}, ${event.metadata.instituteId}, ${u}, 'PLACEMENT_NOTICE', ${d.noticeId}, ${title}, ${description}, ${at})`,
      );
      await sql`insert into ${table('notification')} (id, institute_id, user_id, kind, ref_id, title, description, created_at)
        values ${sql.join(rows)} on conflict (id) do nothing`.execute(tx);
      return;
    }
    // ---- end placement notices ----
    // ---- transport riders (riders) ----
    if (isPaperExpiring(event)) {
      const d = event.data;
      if (!d?.ownerId || !d.recipients || d.recipients.length === 0) return;
      const { title, description } = paperNotice(d);
      const rows = d.recipients.map(
        (u) =>
          sql`(${paperExpiryNotificationIdOf(event.eventId, u)}, ${event.metadata.instituteId}, ${u}, ${TRANSPORT_PAPER_EXPIRING}, ${d.ownerId}, ${title}, ${description}, ${at})`,
      );
      await sql`insert into ${table('notification')} (id, institute_id, user_id, kind, ref_id, title, description, created_at)
        values ${sql.join(rows)} on conflict (id) do nothing`.execute(tx);
      return;
    }
    // ---- end transport riders ----
    // ---- support (support) ----
    if (isSupportNotice(event)) {
      const pairs = supportInbox(event);
      if (pairs.length === 0) return;
      const n = supportNotice(event);
      const rows = pairs.map(
        ([u, id]) =>
          sql`(${id}, ${event.metadata.instituteId}, ${u}, ${n.kind}, ${event.data.enquiryId}, ${n.title}, ${n.description}, ${at})`,
      );
      await sql`insert into ${table('notification')} (id, institute_id, user_id, kind, ref_id, title, description, created_at)
        values ${sql.join(rows)} on conflict (id) do nothing`.execute(tx);
      return;
    }
    // ---- end support ----
    if (isLeaveDecision(event)) {
      const d = event.data;
      if (!d?.leaveId || !d.staffId) return;
      const { title, description } = leaveNotification(event);
      await sql`insert into ${table('notification')} (id, institute_id, user_id, kind, ref_id, title, description, created_at)
        values (${notificationIdOf(d.leaveId, d.staffId)}, ${event.metadata.instituteId}, ${d.staffId}, 'LEAVE', ${d.leaveId},
          ${title}, ${description}, ${at})
        on conflict (id) do nothing`.execute(tx);
      return;
    }
    if (isAssignmentNotice(event)) {
      const d = event.data;
      if (!d?.recipients || d.recipients.length === 0) return;
      if (event.type === 'AssignmentNotificationsWithdrawn') {
        await sql`delete from ${table('notification')} where kind = 'ASSIGNMENT' and ref_id = ${d.assignmentId}
          and user_id = any(${d.recipients}::text[])`.execute(tx);
        return;
      }
      const n = event.data;
      const title = `New assignment: ${n.title}`;
      const text = `Due ${dayLabel(n.dueDate)}.`;
      const rows = n.recipients.map(
        (u) =>
          sql`(${assignmentNotificationIdOf(n.assignmentId, u)}, ${event.metadata.instituteId}, ${u}, 'ASSIGNMENT', ${n.assignmentId}, ${title}, ${text}, ${at})`,
      );
      await sql`insert into ${table('notification')} (id, institute_id, user_id, kind, ref_id, title, description, created_at)
        values ${sql.join(rows)} on conflict (id) do nothing`.execute(tx);
      return;
    }
    if (isAbsenceAlert(event)) {
      const d = event.data;
      if (!d?.parents || d.parents.length === 0) return;
      const ids = d.parents.map((u) => absenceNotificationIdOf(d.alertId, u));
      if (event.type === 'AbsenceAlertWithdrawn') {
        await sql`delete from ${table('notification')} where kind = 'ABSENCE' and id = any(${ids}::text[])`.execute(tx);
        return;
      }
      const title = absenceAlertTitle(event.data);
      const text = absenceAlertText(event.data, '; ');
      const rows = d.parents.map(
        (u) =>
          sql`(${absenceNotificationIdOf(d.alertId, u)}, ${event.metadata.instituteId}, ${u}, 'ABSENCE', ${d.studentId}, ${title}, ${text}, ${at})`,
      );
      // The same notification all day: rewritten, moved to the top and unread again when the list of classes changes.
      await sql`insert into ${table('notification')} as n (id, institute_id, user_id, kind, ref_id, title, description, created_at)
        values ${sql.join(rows)} on conflict (id) do update set title = excluded.title, description = excluded.description,
          created_at = excluded.created_at, read_at = null
        where n.title <> excluded.title or n.description <> excluded.description`.execute(tx);
      return;
    }
    const e = event as unknown as CommunicationEvent | FeeReminderSent;
    if (e.type === 'FeeReminderSent') {
      const d = e.data;
      if (d.recipients.length === 0) return;
      const rows = d.recipients.map(
        (u) =>
          sql`(${reminderNotificationIdOf(d.reminderId, u)}, ${event.metadata.instituteId}, ${u}, 'FEE_REMINDER', ${d.studentId}, ${reminderTitle(d)}, ${reminderText(d)}, ${at})`,
      );
      await sql`insert into ${table('notification')} (id, institute_id, user_id, kind, ref_id, title, description, created_at)
        values ${sql.join(rows)} on conflict (id) do nothing`.execute(tx);
    } else if (e.type === 'NoticePublished') {
      const d = e.data;
      if (d.recipients.length === 0) return;
      const rows = d.recipients.map(
        (u) =>
          sql`(${notificationIdOf(d.noticeId, u)}, ${event.metadata.instituteId}, ${u}, 'NOTICE', ${d.noticeId}, ${d.title}, ${d.description}, ${at})`,
      );
      await sql`insert into ${table('notification')} (id, institute_id, user_id, kind, ref_id, title, description, created_at)
        values ${sql.join(rows)} on conflict (id) do nothing`.execute(tx);
    } else if (e.type === 'NoticeDeleted') {
      await sql`delete from ${table('notification')} where kind = 'NOTICE' and ref_id = ${e.data.noticeId}`.execute(tx);
    } else if (e.type === 'NotificationRead') {
      await sql`update ${table('notification')} set read_at = ${at}
        where id = ${e.data.notificationId} and user_id = ${e.data.userId} and read_at is null`.execute(tx);
    }
  },
  idsOf(event) {
    return notificationsProjection.inboxOf!(event).map(([, id]) => id);
  },
  /** Each recipient is told only their own notification's id. */
  inboxOf(event) {
    // ---- library circulation (lib-circ-server) ----
    if (isLibraryNotice(event)) return event.data?.studentId ? [[event.data.studentId, libraryNotificationIdOf(event)]] : [];
    // ---- end library circulation ----
    // ---- live classes (live-read) ----
    if (isLiveClassNotified(event)) return (event.data?.recipients ?? []).map((u) => [u, liveClassNotificationIdOf(event.data.classId, u)]);
    // ---- end live classes ----
    // ---- inventory (inv-server) ----
    if (isStockLow(event)) return (event.data?.recipients ?? []).map((u) => [u, lowStockNotificationIdOf(event.eventId, u)]);
    // ---- end inventory ----
    // ---- placement notices (notices) ----
    if (isPlacementPosted(event)) return (event.data?.recipients ?? []).map((u) => [u, placementNotificationIdOf(event.data.noticeId, u)]);
    // ---- end placement notices ----
    // ---- transport riders (riders) ----
    if (isPaperExpiring(event)) return (event.data?.recipients ?? []).map((u) => [u, paperExpiryNotificationIdOf(event.eventId, u)]);
    // ---- end transport riders ----
    // ---- support (support) ----
    if (isSupportNotice(event)) return supportInbox(event);
    // ---- end support ----
    if (isLeaveDecision(event))
      return event.data?.staffId ? [[event.data.staffId, notificationIdOf(event.data.leaveId, event.data.staffId)]] : [];
    if (isAbsenceAlert(event)) return (event.data?.parents ?? []).map((u) => [u, absenceNotificationIdOf(event.data.alertId, u)]);
    if (isAssignmentNotice(event)) {
      return (event.data?.recipients ?? []).map((u) => [u, assignmentNotificationIdOf(event.data.assignmentId, u)]);
    }
    const e = event as unknown as CommunicationEvent | FeeReminderSent;
    if (e.type === 'FeeReminderSent') return e.data.recipients.map((u) => [u, reminderNotificationIdOf(e.data.reminderId, u)]);
    if (e.type === 'NotificationRead') return [[e.data.userId, e.data.notificationId]];
    return e.data.recipients.map((u) => [u, notificationIdOf(e.data.noticeId, u)]);
  },
};
