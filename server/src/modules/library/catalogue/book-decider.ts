import type { BookAdded, BookCopiesChanged, BookDeleted, BookEvent, BookFields, BookUpdated } from '@school/contracts';
import { CATALOGUE_MESSAGES, MAX_BOOK_COPIES } from '@school/contracts';
import type { Decider } from '../../../platform/commands.js';
import { badRequest, conflict, notFound } from '../../../platform/errors.js';

/**
 * The catalogue's side of a book's stream (`book-<bookId>`): its record and copies, and — folded from circulation's events
 * on the same stream — the copies out and the holds waiting, so copies are never lowered below what is out and a book is
 * never deleted while a copy is out or a student waits for one.
 */
export interface BookState {
  exists: boolean;
  deleted: boolean;
  fields: BookFields;
  quantity: number;
  /** issueId of each copy out now. */
  out: string[];
  /** holdId of each hold waiting. */
  holds: string[];
}

export type BookCommand =
  | { type: 'AddBook'; bookId: string; fields: BookFields; quantity: number; source: 'FORM' | 'BULK' }
  | { type: 'UpdateBook'; bookId: string; fields: BookFields; quantity: number }
  | { type: 'ChangeCopies'; bookId: string; delta: number; remark: string | null }
  | { type: 'DeleteBook'; bookId: string };

export type CatalogueBookEvent = BookAdded | BookUpdated | BookCopiesChanged | BookDeleted;

export const bookStream = (id: string) => `book-${id}`;

const FIELD_KEYS: (keyof BookFields)[] = [
  'title',
  'summery',
  'authorId',
  'publicationId',
  'dateOfPublication',
  'bookCategoryId',
  'imageKey',
];

const EMPTY: BookFields = {
  title: '',
  summery: null,
  authorId: null,
  publicationId: null,
  dateOfPublication: null,
  bookCategoryId: null,
  imageKey: null,
};

const validQuantity = (q: number) => Number.isInteger(q) && q >= 0 && q <= MAX_BOOK_COPIES;

/** The copies the book may go down to: those out now. */
function copiesMove(state: BookState, bookId: string, quantityAfter: number, remark: string | null): BookCopiesChanged[] {
  const delta = quantityAfter - state.quantity;
  if (delta === 0) return [];
  if (quantityAfter < state.out.length) throw conflict(CATALOGUE_MESSAGES.belowOut(state.out.length));
  if (!validQuantity(quantityAfter)) throw badRequest(CATALOGUE_MESSAGES.quantityRequired);
  return [{ type: 'BookCopiesChanged', data: { bookId, delta, quantityAfter, remark } }];
}

export const bookDecider: Decider<BookState, BookCommand, BookEvent> = {
  initialState: () => ({ exists: false, deleted: false, fields: EMPTY, quantity: 0, out: [], holds: [] }),
  evolve(state, event) {
    switch (event.type) {
      case 'BookAdded': {
        const { bookId: _b, quantity, source: _s, ...fields } = event.data;
        return { ...state, exists: true, fields: { ...EMPTY, ...fields }, quantity };
      }
      case 'BookUpdated': {
        const { bookId: _b, changed: _c, ...fields } = event.data;
        return { ...state, fields: { ...state.fields, ...fields } };
      }
      case 'BookCopiesChanged':
        return { ...state, quantity: event.data.quantityAfter };
      case 'BookDeleted':
        return { ...state, deleted: true };
      case 'BookIssued':
        return {
          ...state,
          out: [...state.out, event.data.issueId],
          holds: event.data.holdId ? state.holds.filter((h) => h !== event.data.holdId) : state.holds,
        };
      case 'BookReturned':
        return { ...state, out: state.out.filter((i) => i !== event.data.issueId) };
      case 'BookHoldPlaced':
        return { ...state, holds: [...state.holds, event.data.holdId] };
      case 'BookHoldCancelled':
        return { ...state, holds: state.holds.filter((h) => h !== event.data.holdId) };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'AddBook': {
        if (state.exists) throw conflict('This book already exists.');
        if (!command.fields.title.trim()) throw badRequest(CATALOGUE_MESSAGES.titleRequired);
        if (!validQuantity(command.quantity)) throw badRequest(CATALOGUE_MESSAGES.quantityRequired);
        return [
          { type: 'BookAdded', data: { ...command.fields, bookId: command.bookId, quantity: command.quantity, source: command.source } },
        ];
      }
      case 'UpdateBook': {
        if (!state.exists || state.deleted) throw notFound(CATALOGUE_MESSAGES.bookMissing);
        if (!command.fields.title.trim()) throw badRequest(CATALOGUE_MESSAGES.titleRequired);
        if (!validQuantity(command.quantity)) throw badRequest(CATALOGUE_MESSAGES.quantityRequired);
        const moved = copiesMove(state, command.bookId, command.quantity, 'Quantity changed in the book form');
        const changed = FIELD_KEYS.filter((k) => command.fields[k] !== state.fields[k]);
        const updated: BookUpdated[] =
          changed.length === 0
            ? []
            : [
                {
                  type: 'BookUpdated',
                  data: { bookId: command.bookId, changed, ...Object.fromEntries(changed.map((k) => [k, command.fields[k]])) },
                },
              ];
        return [...updated, ...moved];
      }
      case 'ChangeCopies': {
        if (!state.exists || state.deleted) throw notFound(CATALOGUE_MESSAGES.bookMissing);
        if (!Number.isInteger(command.delta) || command.delta === 0) throw badRequest(CATALOGUE_MESSAGES.stockZero);
        const remark = command.remark?.trim() || null;
        if (command.delta < 0 && !remark) throw badRequest(CATALOGUE_MESSAGES.remarkRequired);
        if (state.quantity + command.delta < 0) {
          throw conflict(`Only ${state.quantity} ${state.quantity === 1 ? 'copy' : 'copies'} to write off.`);
        }
        return copiesMove(state, command.bookId, state.quantity + command.delta, remark);
      }
      case 'DeleteBook':
        if (!state.exists || state.deleted) throw notFound(CATALOGUE_MESSAGES.bookMissing);
        if (state.out.length > 0) throw conflict(CATALOGUE_MESSAGES.deleteWithOut);
        if (state.holds.length > 0) throw conflict(CATALOGUE_MESSAGES.deleteWithHolds);
        return [{ type: 'BookDeleted', data: { bookId: command.bookId } }];
    }
  },
};
