import { Type, type Static } from '@sinclair/typebox';
import { Ok, Paged } from '../envelope.js';

/**
 * Defaulters and fee reminders (issue 11, part 2). A defaulter is a student with at least one OVERDUE charge (the one
 * definition: `chargeStanding`/`overdueSql`). A reminder goes to the student and their parents, as an in-app
 * notification and an e-mail, sent by staff for a selection or automatically a number of days after the due date.
 */

/** Bounds of the institute's "send reminders N days after the due date" (0 is off). */
export const REMINDER_DAYS_MAX = 90;
/** How many students one reminder call may name. */
export const REMINDER_BATCH_MAX = 100;
export const REMINDER_CHANNELS = ['NOTIFICATION', 'EMAIL'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

const Filters = {
  batch: Type.Optional(Type.String({ maxLength: 64 })),
  minDays: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 3650, 'x-invalid': 'Minimum days overdue must be a whole number from 0 to 3650.' }),
  ),
  searchTitle: Type.Optional(Type.String({ maxLength: 200 })),
};

/** `GET student-fee/defaulters`: paged, filtered by the student's batch, least days overdue and a name search. */
export const DefaultersQuery = Type.Object({
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  ...Filters,
});
export type DefaultersQuery = Static<typeof DefaultersQuery>;

/** `GET student-fee/defaulters/export`: every row of the same filters as a file (default excel). */
export const DefaultersExportQuery = Type.Object({
  ...Filters,
  downloadType: Type.Optional(
    Type.Union([Type.Literal('pdf'), Type.Literal('csv'), Type.Literal('excel')], {
      'x-invalid': 'Download type must be pdf, csv or excel.',
    }),
  ),
});
export type DefaultersExportQuery = Static<typeof DefaultersExportQuery>;

const LastReminder = Type.Object({ at: Type.String(), day: Type.String(), automatic: Type.Boolean() });

export const DefaulterRow = Type.Object({
  student: Type.Object({
    _id: Type.String(),
    displayName: Type.String(),
    registrationNumber: Type.Union([Type.String(), Type.Null()]),
  }),
  batch: Type.Union([
    Type.Object({ _id: Type.String(), title: Type.String(), course: Type.String(), branch: Type.String(), session: Type.String() }),
    Type.Null(),
  ]),
  /** What is left to pay on the overdue charges (amount − paid, summed). */
  overdueAmount: Type.Number(),
  overdueCharges: Type.Integer(),
  oldestDueDate: Type.String(),
  /** Days past the oldest due date: the most any of the student's charges is overdue. */
  daysOverdue: Type.Integer(),
  lastReminder: Type.Union([LastReminder, Type.Null()]),
  reminders: Type.Integer(),
  /** A reminder already went today (another is refused until tomorrow). */
  remindedToday: Type.Boolean(),
});
export type DefaulterRow = Static<typeof DefaulterRow>;
export const DefaultersList = Type.Composite([Paged(DefaulterRow), Type.Object({ today: Type.String(), totalOverdue: Type.Number() })]);
export type DefaultersList = Static<typeof DefaultersList>;

/** `POST student-fee/reminders`: a reminder to each student named (and their parents). */
export const SendFeeRemindersBody = Type.Object({
  studentIds: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
    minItems: 1,
    maxItems: REMINDER_BATCH_MAX,
    uniqueItems: true,
    'x-message': 'Choose at least one student.',
    'x-invalid': `Choose from 1 to ${REMINDER_BATCH_MAX} different students.`,
  }),
});
export type SendFeeRemindersBody = Static<typeof SendFeeRemindersBody>;

export const ReminderCharge = Type.Object({
  chargeId: Type.String(),
  feeTitle: Type.String(),
  dueDate: Type.String(),
  due: Type.Number(),
  daysOverdue: Type.Integer(),
});
export type ReminderCharge = Static<typeof ReminderCharge>;

export const FeeReminderRow = Type.Object({
  _id: Type.String(),
  studentId: Type.String(),
  day: Type.String(),
  sentAt: Type.String(),
  automatic: Type.Boolean(),
  sentBy: Type.Union([Type.Object({ _id: Type.String(), displayName: Type.String() }), Type.Null()]),
  channels: Type.Array(Type.Union([Type.Literal('NOTIFICATION'), Type.Literal('EMAIL')])),
  /** How many people it reached (the student and their parents). */
  recipients: Type.Integer(),
  emails: Type.Integer(),
  total: Type.Number(),
  charges: Type.Array(ReminderCharge),
});
export type FeeReminderRow = Static<typeof FeeReminderRow>;
export const FeeRemindersReply = Ok(Type.Array(FeeReminderRow));
export const SendFeeRemindersReply = Ok(Type.Object({ sent: Type.Array(FeeReminderRow) }));

/** `GET/PUT student-fee/reminder-settings`: "send reminders N days after the due date" (0: off). */
export const FeeReminderSettingsBody = Type.Object({
  daysAfterDue: Type.Integer({
    minimum: 0,
    maximum: REMINDER_DAYS_MAX,
    'x-message': 'Days after the due date is required.',
    'x-invalid': `Days after the due date must be 0 (off) or a whole number from 1 to ${REMINDER_DAYS_MAX}.`,
  }),
});
export type FeeReminderSettingsBody = Static<typeof FeeReminderSettingsBody>;
export const FeeReminderSettings = Type.Object({
  daysAfterDue: Type.Integer(),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
});
export type FeeReminderSettings = Static<typeof FeeReminderSettings>;
export const FeeReminderSettingsReply = Ok(FeeReminderSettings);

// ---- events ----
/** A reminder of overdue fees, sent to a student and their parents (who and when: the metadata). */
export interface FeeReminderSent {
  type: 'FeeReminderSent';
  data: {
    reminderId: string;
    studentId: string;
    studentName: string;
    /** The institute's day it was sent: one reminder per student and day. */
    day: string;
    automatic: boolean;
    channels: ReminderChannel[];
    /** The user ids told in-app: the student and their parents. */
    recipients: string[];
    /** How many e-mail addresses it went to. */
    emails: number;
    charges: ReminderCharge[];
    total: number;
  };
}
export interface FeeReminderSettingsChanged {
  type: 'FeeReminderSettingsChanged';
  data: { daysAfterDue: number; before: number };
}
export type FeeReminderEvent = FeeReminderSent | FeeReminderSettingsChanged;

const inr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
/** Rupees in a reminder's words: ₹1,23,450 or ₹99.5. */
export const reminderRupees = (n: number) => `₹${inr.format(n)}`;

/** The in-app notification of a reminder, one per recipient. */
export const reminderNotificationIdOf = (reminderId: string, userId: string) => `${reminderId}.${userId}`;
export const reminderTitle = (d: Pick<FeeReminderSent['data'], 'studentName' | 'total'>) =>
  `Fee reminder: ${reminderRupees(d.total)} overdue for ${d.studentName}`;
export const reminderText = (d: Pick<FeeReminderSent['data'], 'charges'>) =>
  d.charges.map((c) => `${c.feeTitle}: ${reminderRupees(c.due)} due ${c.dueDate} (${c.daysOverdue} days overdue)`).join('\n');
