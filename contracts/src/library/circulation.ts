import { Type, type Static } from '@sinclair/typebox';
import { Rupees } from '../amounts.js';
import { WINDOW } from '../dates.js';
import { Ok, PageQuery, Paged, required } from '../envelope.js';

/**
 * Library circulation calls (001 §2 Library, §3 Book issue and Library student, §5 Library, §7 Library; issue 17 §2–§4;
 * docs/api.md "Library"). Issues, returns, renewals, fines and holds are events on the book's stream (`book-<bookId>`,
 * see ./events.ts); the lists read the circulation read models.
 *
 * Calls (replies `{ message, data }`, lists paged; errors `{ error }` with a 4xx). Who: "office" = SUPER_ADMIN, ADMIN,
 * and MANAGER / STAFF with the permission module `library`; a STUDENT or PARENT only their own (child's) records.
 * - POST   library/issue-book                          IssueBookBody → BookIssueReply ('Book issued successfully') office
 * - POST   library/return-issue-book/:issueId          (no body) → BookIssueReply ('Book returned successfully') office
 * - PUT    library/update-issue-book/:issueId          PayFineBody → BookIssueReply ('Fine paid successfully') office
 * - POST   library/waive-fine/:issueId                 WaiveFineBody → BookIssueReply ('Fine waived') office
 * - POST   library/renew-issue-book/:issueId           RenewIssueBody → BookIssueReply ('Book renewed') office
 * - GET    library/issue-book?status=ISSUED|RETURNED|OVERDUE&perPage&pageNo&searchTitle → BookIssueList (Recently Issued /
 *          Recently Returned tables: newest first by issuedAt / returnedAt) office
 * - GET    library/issue-book/:issueId                 → BookIssueReply  office, the student, their parent
 * - GET    library/history/issue/:issueId              → HistoryReply (the issue's History drawer) office, own
 * - GET    library/student?perPage=15&pageNo&searchTitle → LibraryStudentList office
 * - GET    library/student/:id                         → LibraryProfileReply  office, own
 * - GET    library/student/:id/book-issued?perPage=15&pageNo&searchTitle&status → BookIssueList  office, own
 * - GET    library/card/:libraryCardNumber             → LibraryCardReply (Return Books by library card id) office
 * - POST   library/hold                                PlaceHoldBody → BookHoldReply ('Hold placed') office; STUDENT for self
 * - DELETE library/hold/:holdId                        → BookHoldReply ('Hold cancelled') office; the holder
 * - GET    library/hold?book&user&perPage&pageNo        → BookHoldList  office; STUDENT/PARENT own
 * - GET    library/settings                            → LibraryRulesReply  every signed-in role (the screens show the rules)
 * - PUT    library/settings                            LibraryRulesBody → LibraryRulesReply ('Library rules saved') ADMIN,
 *          SUPER_ADMIN, MANAGER/STAFF with `library`
 * - GET    dashboard/admin/library-stat                → LibraryStatReply  office
 */

export const LIBRARY_MESSAGES = {
  // 001 §5 Library (exact).
  studentRequired: 'Student id is required.',
  bookRequired: 'Book is required.',
  returnDateRequired: 'Return date is required.',
  studentOrCardRequired: 'Student Id or Library Id is required.',
  // Server rules (designed; docs/api.md).
  noCopies: 'No copy of this book is available to issue.',
  heldForOther: 'The copies of this book that are back are kept for students who placed a hold.',
  limitReached: (max: number) => `This student already holds ${max} books, the most the library allows.`,
  alreadyHolds: 'This student already has a copy of this book.',
  returnDatePast: 'Return date must be today or later.',
  returnDateTooFar: 'Return date can be at most 180 days after the issue.',
  notAStudent: 'Books are issued to students only.',
  issueMissing: 'Book issue not found.',
  alreadyReturned: 'This book was already returned.',
  noFineDue: 'There is no fine to pay on this book.',
  fineTooMuch: (due: number) => `The fine due is ₹${due}; pay at most that.`,
  renewLimit: (max: number) => `This book was already renewed ${max} times.`,
  renewOverdue: 'An overdue book must be returned before it can be renewed.',
  renewNotLater: 'The new return date must be after the current one.',
  holdAvailable: 'A copy of this book is available: issue it instead.',
  holdExists: 'This student already has a hold on this book.',
  holdMissing: 'Hold not found.',
  cardMissing: 'No student has this library card number.',
  waiveReason: 'Reason is required.',
} as const;

/** At most 180 days of loan, and the Issue dialog's default from the rules (`loanDays`). */
export const MAX_LOAN_DAYS = 180;
export const MAX_FINE_PER_DAY = 1000;
export const MAX_BOOKS_PER_STUDENT = 50;
export const MAX_RENEWALS = 20;

const Id = (message: string) => Type.String({ minLength: 1, maxLength: 64, 'x-message': message });
const Day = (message: string) =>
  Type.String({
    minLength: 1,
    maxLength: 40,
    [WINDOW]: 'calendar',
    'x-message': message,
    'x-label': 'Return date',
    'x-invalid': 'Return date must be a date (YYYY-MM-DD).',
  });

export const IssueBookBody = Type.Object({
  /** The student's user id. */
  user: Id(LIBRARY_MESSAGES.studentRequired),
  book: Id(LIBRARY_MESSAGES.bookRequired),
  /** YYYY-MM-DD (an ISO instant is read as its institute day). */
  returnDate: Day(LIBRARY_MESSAGES.returnDateRequired),
});
export type IssueBookBody = Static<typeof IssueBookBody>;

/** Pay Fine: `finePaid` is the rupees paid now, or `true` for the whole fine due. */
export const PayFineBody = Type.Object({
  finePaid: Type.Union([Type.Literal(true), Rupees()], { 'x-message': 'Fine amount is required.' }),
  method: Type.Optional(Type.Union([Type.Literal('CASH'), Type.Literal('ONLINE')])),
});
export type PayFineBody = Static<typeof PayFineBody>;

export const WaiveFineBody = Type.Object({
  /** Rupees waived; absent: the whole fine due. */
  amount: Type.Optional(Rupees()),
  reason: required(LIBRARY_MESSAGES.waiveReason, { maxLength: 500 }),
});
export type WaiveFineBody = Static<typeof WaiveFineBody>;

export const RenewIssueBody = Type.Object({ returnDate: Day(LIBRARY_MESSAGES.returnDateRequired) });
export type RenewIssueBody = Static<typeof RenewIssueBody>;

export const PlaceHoldBody = Type.Object({ book: Id(LIBRARY_MESSAGES.bookRequired), user: Id(LIBRARY_MESSAGES.studentRequired) });
export type PlaceHoldBody = Static<typeof PlaceHoldBody>;

export const ISSUE_STATUSES = ['ISSUED', 'RETURNED', 'OVERDUE'] as const;
export const IssueListQuery = Type.Composite([
  PageQuery,
  Type.Object({ status: Type.Optional(Type.Union(ISSUE_STATUSES.map((s) => Type.Literal(s)))) }),
]);
export type IssueListQuery = Static<typeof IssueListQuery>;

const BookRef = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  author: Type.Union([Type.Object({ _id: Type.String(), name: Type.String() }), Type.Null()]),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
});
const StudentRef = Type.Object({
  _id: Type.String(),
  displayName: Type.String(),
  photoUrl: Type.Union([Type.String(), Type.Null()]),
  registrationNumber: Type.Union([Type.String(), Type.Null()]),
  libraryCardNumber: Type.Union([Type.String(), Type.Null()]),
});

/** 001 §3 Book issue, with what the server computes (fine, days overdue) and the loan's history counters. */
export const BookIssue = Type.Object({
  _id: Type.String(),
  book: BookRef,
  user: StudentRef,
  /** When the copy went out (ISO). */
  createdAt: Type.String(),
  /** YYYY-MM-DD. */
  returnDate: Type.String(),
  returned: Type.Boolean(),
  /** ISO instant of the return, or null. */
  actualReturnDate: Type.Union([Type.String(), Type.Null()]),
  /** Days past the return date (to the return, or to today while out); 0 when not overdue. */
  daysOverdue: Type.Integer(),
  overdue: Type.Boolean(),
  /** The fine under the institute's rules (frozen at the return; growing until then). */
  fine: Type.Number(),
  /** Rupees paid so far. */
  finePaid: Type.Number(),
  fineWaived: Type.Number(),
  /** fine − paid − waived, never below 0: what Pay Fine collects. */
  pendingAmount: Type.Number(),
  renewals: Type.Integer(),
});
export type BookIssue = Static<typeof BookIssue>;
export const BookIssueReply = Ok(BookIssue);
export const BookIssueList = Paged(BookIssue);

/** 001 §3 Library student: a student card of the library list. */
export const LibraryStudent = Type.Object({
  user: Type.Object({
    _id: Type.String(),
    displayName: Type.String(),
    photoUrl: Type.Union([Type.String(), Type.Null()]),
    registrationNumber: Type.Union([Type.String(), Type.Null()]),
    libraryCardNumber: Type.Union([Type.String(), Type.Null()]),
    batch: Type.Union([Type.String(), Type.Null()]),
  }),
  /** Books out now. */
  totalBookIssue: Type.Integer(),
  totalFinePending: Type.Number(),
  totalReturnedBook: Type.Integer(),
});
export type LibraryStudent = Static<typeof LibraryStudent>;
export const LibraryStudentList = Paged(LibraryStudent);

/** 001 §2 Library student profile. */
export const LibraryProfile = Type.Object({
  _id: Type.String(),
  displayName: Type.String(),
  photoUrl: Type.Union([Type.String(), Type.Null()]),
  registrationNumber: Type.Union([Type.String(), Type.Null()]),
  rollNumber: Type.Union([Type.String(), Type.Null()]),
  libraryCardNumber: Type.Union([Type.String(), Type.Null()]),
  gender: Type.Union([Type.String(), Type.Null()]),
  session: Type.Union([Type.String(), Type.Null()]),
  course: Type.Union([Type.String(), Type.Null()]),
  branch: Type.Union([Type.String(), Type.Null()]),
  /** Every issue ever (001 §2 "total books taken"). */
  totalBookTaken: Type.Integer(),
  totalReturnedBook: Type.Integer(),
  totalBookIssue: Type.Integer(),
  totalFinePending: Type.Number(),
  /** Books this student may still take under the rules. */
  canTake: Type.Integer(),
});
export type LibraryProfile = Static<typeof LibraryProfile>;
export const LibraryProfileReply = Ok(LibraryProfile);

export const LibraryCardReply = Ok(Type.Object({ studentId: Type.String(), displayName: Type.String() }));

export const BookHold = Type.Object({
  _id: Type.String(),
  book: BookRef,
  user: StudentRef,
  placedAt: Type.String(),
  /** 1 = next in line. */
  position: Type.Integer(),
  /** A copy is back and kept for this hold. */
  ready: Type.Boolean(),
});
export type BookHold = Static<typeof BookHold>;
export const BookHoldReply = Ok(BookHold);
export const BookHoldList = Paged(BookHold);
export const HoldListQuery = Type.Composite([
  PageQuery,
  Type.Object({ book: Type.Optional(Type.String({ maxLength: 64 })), user: Type.Optional(Type.String({ maxLength: 64 })) }),
]);
export type HoldListQuery = Static<typeof HoldListQuery>;

export const LibraryRulesBody = Type.Object({
  finePerDay: Type.Number({ minimum: 0, maximum: MAX_FINE_PER_DAY, 'x-message': 'Fine per day is required.' }),
  graceDays: Type.Integer({ minimum: 0, maximum: 60, 'x-message': 'Grace days are required.' }),
  fineCap: Type.Union([Type.Number({ minimum: 0, maximum: 100_000 }), Type.Null()]),
  countHolidays: Type.Boolean(),
  maxBooksPerStudent: Type.Integer({ minimum: 1, maximum: MAX_BOOKS_PER_STUDENT, 'x-message': 'Books per student is required.' }),
  loanDays: Type.Integer({ minimum: 1, maximum: MAX_LOAN_DAYS, 'x-message': 'Loan days are required.' }),
  maxRenewals: Type.Integer({ minimum: 0, maximum: MAX_RENEWALS }),
  renewOverdue: Type.Boolean(),
});
export type LibraryRulesBody = Static<typeof LibraryRulesBody>;
export const LibraryRulesReply = Ok(LibraryRulesBody);

/** dashboard/admin/library-stat (endpoints.tsv): the library dashboard's cards. */
export const LibraryStat = Type.Object({
  totalStudents: Type.Integer(),
  totalBook: Type.Integer(),
  totalAuthors: Type.Integer(),
  totalBookIssued: Type.Integer(),
  totalFineCollected: Type.Number(),
});
export type LibraryStat = Static<typeof LibraryStat>;
export const LibraryStatReply = Ok(LibraryStat);

/** Notification types the circulation sends (the student's inbox). */
export const LIBRARY_NOTIFICATION_TYPES = ['LIBRARY_DUE_SOON', 'LIBRARY_OVERDUE', 'LIBRARY_HOLD_READY'] as const;
/** Days before the return date that the DUE_SOON reminder goes out. */
export const DUE_SOON_DAYS = 2;
