import { Type, type Static } from '@sinclair/typebox';
import { Ok, Paged } from '../envelope.js';
import { DateField } from '../dates.js';

/**
 * Absence alerts to parents (issue 12, part 9; decision 0020). When a student is marked absent, each linked parent gets
 * ONE in-app notification per child and day, created at the first absence and updated by later ones the same day, and
 * ONE e-mail per child and day listing the classes missed, once the day's classes are over. One stream per student and
 * day (`absenceAlert-<studentId>-<day>`); an institute may turn alerts off (`absenceAlertSettings-<instituteId>`).
 */

/** A class missed, as the alert names it (the title and the time label are fixed when the alert is decided). */
export const MissedClass = Type.Object({
  classId: Type.String(),
  subjectId: Type.String(),
  subject: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  /** "09:00–09:45" in the institute's time zone. */
  time: Type.String(),
});
export type MissedClass = Static<typeof MissedClass>;

// ---- events ----

/**
 * The day's absences of a student as their parents are told them now: the first absence of the day, and every change of
 * the list afterwards (another class missed, one absence withdrawn while others stand). The notification of each parent
 * is created by the first and rewritten (and marked unread) by the next.
 */
export interface AbsenceAlertRaised {
  type: 'AbsenceAlertRaised';
  data: {
    alertId: string;
    studentId: string;
    studentName: string;
    batchId: string;
    /** The institute's day of the classes. */
    day: string;
    /** The parents told (user ids). */
    parents: string[];
    classes: MissedClass[];
    /** The last register position this list reflects (the job's bookmark). */
    upTo: string;
  };
}

/** Every absence of the day was withdrawn (marked PRESENT or LEAVE later): the parents' notification is taken back. */
export interface AbsenceAlertWithdrawn {
  type: 'AbsenceAlertWithdrawn';
  data: { alertId: string; studentId: string; day: string; parents: string[]; upTo: string };
}

/** The day's e-mail digest went to the parents' addresses through the outbox (once per student and day). */
export interface AbsenceAlertEmailed {
  type: 'AbsenceAlertEmailed';
  data: {
    alertId: string;
    studentId: string;
    day: string;
    parents: string[];
    /** The addresses written to the outbox. */
    emails: string[];
    classes: MissedClass[];
  };
}

/** The institute turned absence alerts on or off. */
export interface AbsenceAlertSettingsChanged {
  type: 'AbsenceAlertSettingsChanged';
  data: { enabled: boolean; before: boolean };
}

export type AbsenceAlertEvent = AbsenceAlertRaised | AbsenceAlertWithdrawn | AbsenceAlertEmailed | AbsenceAlertSettingsChanged;
export const ABSENCE_ALERT_EVENT_TYPES = [
  'AbsenceAlertRaised',
  'AbsenceAlertWithdrawn',
  'AbsenceAlertEmailed',
  'AbsenceAlertSettingsChanged',
] as const;

/** One alert per student and day: its id says so. */
export const absenceAlertIdOf = (studentId: string, day: string) => `absence.${studentId}.${day}`;
/** Each parent's notification of an alert (updated in place by later absences of the day). */
export const absenceNotificationIdOf = (alertId: string, userId: string) => `${alertId}.${userId}`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "Nov 24, 2026". */
export const absenceDayLabel = (day: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? `${MONTHS[Number(m[2]) - 1]} ${Number(m[3])}, ${m[1]}` : day;
};
export const absenceAlertTitle = (d: { studentName: string; day: string; classes: unknown[] }) =>
  `${d.studentName} was absent from ${d.classes.length === 1 ? '1 class' : `${d.classes.length} classes`} on ${absenceDayLabel(d.day)}`;
/**
 * The classes missed, "Mathematics 09:00–09:45": one per line in the e-mail, "; " between them in the notification (the
 * bell shows its text on one line).
 */
export const absenceAlertText = (d: { classes: Pick<MissedClass, 'subject' | 'time'>[] }, separator = '\n') =>
  d.classes.map((c) => `${c.subject} ${c.time}`).join(separator);

// ---- calls ----

/** `GET attendance/alerts`: the delivery log of a day (default today), paged. */
export const AbsenceAlertsQuery = Type.Object({
  date: Type.Optional(DateField('calendar', 'Date')),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
});
export type AbsenceAlertsQuery = Static<typeof AbsenceAlertsQuery>;

export const ABSENCE_ALERT_STATUSES = ['NOTIFIED', 'EMAILED', 'WITHDRAWN'] as const;
export type AbsenceAlertStatus = (typeof ABSENCE_ALERT_STATUSES)[number];

export const AbsenceAlertRow = Type.Object({
  _id: Type.String(),
  day: Type.String(),
  student: Type.Object({ _id: Type.String(), displayName: Type.String() }),
  /** NOTIFIED: the parents' notification stands, the e-mail waits for the day's end; EMAILED: both went; WITHDRAWN. */
  status: Type.Union(ABSENCE_ALERT_STATUSES.map((s) => Type.Literal(s))),
  classes: Type.Array(MissedClass),
  parents: Type.Array(Type.Object({ _id: Type.String(), displayName: Type.String() })),
  /** When the notification was first raised and last updated. */
  notifiedAt: Type.String(),
  updatedAt: Type.String(),
  emailedAt: Type.Union([Type.String(), Type.Null()]),
  /** The addresses the digest went to (empty until it went, or when no parent has an address). */
  emails: Type.Array(Type.String()),
});
export type AbsenceAlertRow = Static<typeof AbsenceAlertRow>;
export const AbsenceAlertsReply = Paged(AbsenceAlertRow);

/** `GET/PUT attendance/alert-settings`: whether the institute's parents are alerted (on unless turned off). */
export const AbsenceAlertSettingsBody = Type.Object({
  enabled: Type.Boolean({ 'x-message': 'Enabled is required.', 'x-invalid': 'Enabled must be true or false.' }),
});
export type AbsenceAlertSettingsBody = Static<typeof AbsenceAlertSettingsBody>;
export const AbsenceAlertSettings = Type.Object({
  enabled: Type.Boolean(),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
});
export type AbsenceAlertSettings = Static<typeof AbsenceAlertSettings>;
export const AbsenceAlertSettingsReply = Ok(AbsenceAlertSettings);
