import { DEFAULT_LIBRARY_RULES, type LibraryRules } from '@school/contracts';
import type { Runtime } from '../platform/runtime.js';
import type { CommandContext } from '../platform/commands.js';
import { AppError } from '../platform/errors.js';
import { uuidFrom } from '../platform/ids.js';
import { addDays, instituteDay } from '../platform/days.js';
import {
  issueCopy,
  libraryDemoPool,
  libraryReckoning,
  librarySettingsDecider,
  librarySettingsStream,
  onCirculationBook,
  returnCopy,
} from '../modules/library/index.js';

export interface LibraryCirculationSeedInput {
  instituteId: string;
  adminId: string;
  /** The demo student (the login the seed prints): they hold books, one of them overdue. */
  studentId: string;
  /** Other students of the institute who borrow too; absent: the institute's students (the library's read model). */
  studentIds?: readonly string[];
  /** The catalogue's books; absent: the institute's books in the library's read model. */
  bookIds?: readonly string[];
}

export interface LibraryCirculationSeedResult {
  issued: number;
  returned: number;
  overdueIssueId: string | null;
  paidIssueId: string | null;
  waivedIssueId: string | null;
  renewedIssueId: string | null;
  holdId: string | null;
}

const DEMO_RULES: LibraryRules = { ...DEFAULT_LIBRARY_RULES, finePerDay: 2, graceDays: 1, fineCap: 100, maxBooksPerStudent: 3 };

type Action = { at: Date; run: () => Promise<void> };

/**
 * The library's demo circulation, through circulation's own commands (issue 17 §2–§4): about 40 loans over the last two
 * months, 25 of them back (some late, with fines), one paid fine, one waived, a renewal, a hold on a book that is out,
 * and the demo student holding two books, one overdue with a fine that keeps growing. Loans the rules refuse (no
 * copy left, the student's limit) are skipped, as the library would.
 */
export async function seedLibraryCirculation(
  rt: Runtime,
  input: LibraryCirculationSeedInput,
  now: Date,
): Promise<LibraryCirculationSeedResult> {
  const result: LibraryCirculationSeedResult = {
    issued: 0,
    returned: 0,
    overdueIssueId: null,
    paidIssueId: null,
    waivedIssueId: null,
    renewedIssueId: null,
    holdId: null,
  };
  const { instituteId } = input;
  const known = input.studentIds && input.bookIds ? null : await libraryDemoPool(rt, instituteId);
  const bookIds = input.bookIds ?? known?.bookIds ?? [];
  const students = (input.studentIds ?? known?.studentIds ?? []).filter((s) => s !== input.studentId);
  if (bookIds.length === 0 || students.length === 0) return result;
  const ctxAt = (at: Date): CommandContext => ({
    actor: { userId: input.adminId, role: 'ADMIN' },
    instituteId,
    correlationId: 'demo-library',
    now: at,
  });
  const today = instituteDay(now);
  const dayAt = (daysAgo: number, hour = 11) => new Date(now.getTime() - daysAgo * 86_400_000 - (now.getUTCHours() - hour) * 3_600_000);
  const day = (d: Date) => instituteDay(d);
  const id = (label: string, n: number) => uuidFrom(instituteId, 'demo-library', label, String(n));
  const refused = (err: unknown) => err instanceof AppError && err.statusCode >= 400 && err.statusCode < 500;

  await rt.commands.handle(
    librarySettingsDecider,
    librarySettingsStream(instituteId),
    { type: 'SetLibraryRules', data: DEMO_RULES },
    ctxAt(dayAt(70)),
  );

  const actions: Action[] = [];
  const loans = new Map<string, { bookId: string; studentId: string; returnDate: string; out: boolean }>();
  /** A loan of the first of `books` that the rules let the student take then. */
  const issue = (n: number, books: readonly string[], studentId: string, daysAgo: number, loanDays: number) => {
    const issueId = id('issue', n);
    const at = dayAt(daysAgo);
    const returnDate = addDays(day(at), loanDays)!;
    actions.push({
      at,
      run: async () => {
        for (const bookId of books) {
          try {
            await issueCopy(rt, ctxAt(at), { issueId, bookId, studentId, returnDate, today: day(at) }, DEMO_RULES);
            loans.set(issueId, { bookId, studentId, returnDate, out: true });
            result.issued += 1;
            return;
          } catch (err) {
            if (!refused(err)) throw err;
          }
        }
      },
    });
    return issueId;
  };
  const from = (k: number) => [...bookIds.slice(k % bookIds.length), ...bookIds.slice(0, k % bookIds.length)];
  const giveBack = (issueId: string, daysAgo: number) => {
    const at = dayAt(daysAgo, 15);
    actions.push({
      at,
      run: async () => {
        const l = loans.get(issueId);
        if (!l?.out) return;
        await returnCopy(rt, ctxAt(at), { issueId, bookId: l.bookId, studentId: l.studentId, returnDate: l.returnDate }, day(at));
        l.out = false;
        result.returned += 1;
      },
    });
  };

  // 38 loans of the other students over the last ~60 days; the first 25 come back, every fifth of them late.
  const returnedIds: string[] = [];
  for (let n = 0; n < 38; n++) {
    const daysAgo = 62 - Math.floor(n * 1.5);
    const issueId = issue(n, from(n), students[n % students.length]!, daysAgo, 14);
    if (n < 25) {
      const late = n % 5 === 0;
      giveBack(issueId, Math.max(1, daysAgo - (late ? 14 + 6 + (n % 3) : 9)));
      returnedIds.push(issueId);
    }
  }
  // The demo student: one book overdue for a week (its fine grows daily), one taken three days ago.
  const overdue = issue(100, from(0), input.studentId, 21, 14);
  const fresh = issue(101, from(1), input.studentId, 3, 14);

  actions.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const a of actions) await a.run();
  if (loans.get(overdue)?.out) result.overdueIssueId = overdue;

  // A paid fine and a waived one, on late returns.
  const late = returnedIds.filter((i, n) => n % 5 === 0 && loans.get(i) && !loans.get(i)!.out);
  const settle = async (issueId: string, kind: 'pay' | 'waive') => {
    const l = loans.get(issueId)!;
    const r = await libraryReckoning(rt, instituteId, [l.returnDate], today);
    try {
      const data =
        kind === 'pay'
          ? {
              type: 'PayFine' as const,
              data: { issueId, amount: true as const, paymentId: id('fine', 1), paidAt: now.toISOString(), method: 'CASH' as const, ...r },
            }
          : { type: 'WaiveFine' as const, data: { issueId, reason: 'First late return: waived by the librarian', ...r } };
      await onCirculationBook(rt, ctxAt(new Date(now.getTime() - 3_600_000)), l.bookId, data);
      if (kind === 'pay') result.paidIssueId = issueId;
      else result.waivedIssueId = issueId;
    } catch (err) {
      if (!refused(err)) throw err;
    }
  };
  if (late[0]) await settle(late[0], 'pay');
  if (late[1]) await settle(late[1], 'waive');

  // A renewal of a loan still out and not overdue (the demo student's fresh one).
  const renewable = loans.get(fresh)?.out ? fresh : [...loans].find(([, l]) => l.out && l.returnDate >= today)?.[0];
  if (renewable) {
    const l = loans.get(renewable)!;
    const r = await libraryReckoning(rt, instituteId, [], today);
    try {
      await onCirculationBook(rt, ctxAt(now), l.bookId, {
        type: 'RenewIssue',
        data: { issueId: renewable, returnDate: addDays(l.returnDate, 7)!, ...r },
      });
      result.renewedIssueId = renewable;
    } catch (err) {
      if (!refused(err)) throw err;
    }
  }

  // A hold on a book whose copies are all out, by a student who does not have it.
  for (const [, l] of loans) {
    if (!l.out || result.holdId) continue;
    const holder = students.find((s) => ![...loans.values()].some((x) => x.out && x.bookId === l.bookId && x.studentId === s));
    if (!holder) continue;
    const holdId = id('hold', 1);
    try {
      await onCirculationBook(rt, ctxAt(now), l.bookId, {
        type: 'PlaceHold',
        data: { holdId, bookId: l.bookId, studentId: holder, placedAt: now.toISOString() },
      });
      result.holdId = holdId;
    } catch (err) {
      if (!refused(err)) throw err;
    }
  }
  return result;
}
