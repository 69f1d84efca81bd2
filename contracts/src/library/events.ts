/**
 * Library events (001 §2 Library, §3 Book and Book issue, §4 book issue and overdue; issue 17).
 *
 * One stream per book, `book-<bookId>`, holds both its catalogue record and its circulation: the copies it has, every
 * issue, return, renewal and fine of those copies, and the holds on it. Two deciders fold the same stream — the
 * catalogue's (`server/src/modules/library/catalogue/`) and circulation's (`.../library/circulation/`) — each reading
 * the events it needs, so "never a copy too many" is decided on one stream with its expected version, whoever appends.
 *
 * Authors and publications are masters (`author-<id>`, `publication-<id>`), like book categories.
 * The institute's library rules (fines, limits, renewals) are on `librarySettings-<instituteId>`.
 * Amounts are rupees (numbers); instants are ISO strings; days are institute days `YYYY-MM-DD`.
 */

// ---- Catalogue (book stream) -------------------------------------------------------------------------------------------

export interface BookFields {
  title: string;
  /** 001 §2: spelled so in the spec's form and calls. */
  summery: string | null;
  authorId: string | null;
  publicationId: string | null;
  /** YYYY-MM-DD or null. */
  dateOfPublication: string | null;
  bookCategoryId: string | null;
  /** Stored file key of the cover (files module), or null. */
  imageKey: string | null;
}

/** A book entered the catalogue with its first copies (a stock movement of `quantity` in). */
export interface BookAdded {
  type: 'BookAdded';
  data: BookFields & { bookId: string; quantity: number; source: 'FORM' | 'BULK' };
}

/** Catalogue fields changed (not the copies: those move by BookCopiesChanged). `changed` names the keys that changed. */
export interface BookUpdated {
  type: 'BookUpdated';
  data: Partial<BookFields> & { bookId: string; changed: string[] };
}

/**
 * The number of copies changed: `delta` > 0 adds copies (Update Book Stock, a bulk row for an existing title, the book
 * form's quantity raised), < 0 writes copies off (lost, damaged, the form's quantity lowered). Never below the copies out.
 */
export interface BookCopiesChanged {
  type: 'BookCopiesChanged';
  data: { bookId: string; delta: number; quantityAfter: number; remark: string | null };
}

/** The book left the catalogue (refused while a copy is out or a hold waits). */
export interface BookDeleted {
  type: 'BookDeleted';
  data: { bookId: string };
}

// ---- Circulation (book stream) -----------------------------------------------------------------------------------------

/** A copy went out to a student until `returnDate` (YYYY-MM-DD). `holdId`: the hold it fulfilled, if any. */
export interface BookIssued {
  type: 'BookIssued';
  data: {
    issueId: string;
    bookId: string;
    studentId: string;
    /** ISO instant. */
    issuedAt: string;
    returnDate: string;
    holdId: string | null;
  };
}

/** The copy came back. `fine`: the fine due at that moment under the institute's rules (0 when on time). */
export interface BookReturned {
  type: 'BookReturned';
  data: { issueId: string; bookId: string; studentId: string; returnedAt: string; daysOverdue: number; fine: number };
}

/** The return date moved (a renewal). */
export interface BookIssueRenewed {
  type: 'BookIssueRenewed';
  data: { issueId: string; bookId: string; studentId: string; previousReturnDate: string; returnDate: string };
}

/** A fine was paid (the ledger posts a CREDIT, source LIBRARY_FINE); `paymentId` names the payment. */
export interface LibraryFinePaid {
  type: 'LibraryFinePaid';
  data: {
    issueId: string;
    bookId: string;
    studentId: string;
    amount: number;
    paymentId: string;
    paidAt: string;
    method: 'CASH' | 'ONLINE';
  };
}

/** Part or all of a fine was waived, with why. */
export interface LibraryFineWaived {
  type: 'LibraryFineWaived';
  data: { issueId: string; bookId: string; studentId: string; amount: number; reason: string };
}

/** A student asked for the next copy of a book that is out; the next copy back is kept for the earliest hold. */
export interface BookHoldPlaced {
  type: 'BookHoldPlaced';
  data: { holdId: string; bookId: string; studentId: string; placedAt: string };
}

/** A hold ended without an issue (the student or the library cancelled it). */
export interface BookHoldCancelled {
  type: 'BookHoldCancelled';
  data: { holdId: string; bookId: string; studentId: string; reason: string | null };
}

/** The reminder job told a student of a return date (two days before: DUE_SOON; the day after: OVERDUE). */
export interface BookIssueReminded {
  type: 'BookIssueReminded';
  data: { issueId: string; bookId: string; studentId: string; kind: 'DUE_SOON' | 'OVERDUE'; returnDate: string };
}

export type BookEvent =
  | BookAdded
  | BookUpdated
  | BookCopiesChanged
  | BookDeleted
  | BookIssued
  | BookReturned
  | BookIssueRenewed
  | LibraryFinePaid
  | LibraryFineWaived
  | BookHoldPlaced
  | BookHoldCancelled
  | BookIssueReminded;

// ---- Masters and settings ----------------------------------------------------------------------------------------------

/** Author and publication masters: name and bio (001 §3). */
export interface AuthorRecorded {
  type: 'AuthorRecorded';
  data: { authorId: string; name: string; bio: string | null };
}
export interface AuthorDeleted {
  type: 'AuthorDeleted';
  data: { authorId: string };
}
export interface PublicationRecorded {
  type: 'PublicationRecorded';
  data: { publicationId: string; name: string; bio: string | null };
}
export interface PublicationDeleted {
  type: 'PublicationDeleted';
  data: { publicationId: string };
}

/** The institute's library rules (issue 17 §3); every change is recorded whole, with who (metadata) and the new values. */
export interface LibraryRules {
  /** Rupees per day overdue, after the grace days. 0: no fines. */
  finePerDay: number;
  /** Days after the return date that carry no fine. */
  graceDays: number;
  /** The most one issue's fine can reach, or null for no cap. */
  fineCap: number | null;
  /** Whether the institute's holidays count as days overdue. */
  countHolidays: boolean;
  /** The most books a student holds at once. */
  maxBooksPerStudent: number;
  /** The default loan, in days, the Issue New Book dialog proposes. */
  loanDays: number;
  /** How many times one issue may be renewed. */
  maxRenewals: number;
  /** Whether an overdue issue may be renewed (its fine so far stays due). */
  renewOverdue: boolean;
}

export const DEFAULT_LIBRARY_RULES: LibraryRules = {
  finePerDay: 2,
  graceDays: 0,
  fineCap: null,
  countHolidays: true,
  maxBooksPerStudent: 3,
  loanDays: 14,
  maxRenewals: 2,
  renewOverdue: false,
};

export interface LibraryRulesSet {
  type: 'LibraryRulesSet';
  data: LibraryRules;
}

export type LibraryMasterEvent = AuthorRecorded | AuthorDeleted | PublicationRecorded | PublicationDeleted | LibraryRulesSet;
