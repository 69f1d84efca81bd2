import { Type, type Static } from '@sinclair/typebox';
import { DateField } from '../dates.js';
import { FilePart, Ok, Paged, required } from '../envelope.js';

/**
 * Library catalogue calls (001 §2 Library book list and form, §3 Book, Author, Publication, Category, §5, §7; 000 §2 config
 * shortcuts, §5 author/publication/category messages; issue 17 §1). Books live on `book-<bookId>` (./events.ts).
 *
 * Calls: see docs/api.md "Library catalogue" (written with the module).
 */

/** 001 §3 Book as the grid, the pickers and the edit form read it. */
export const Book = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  summery: Type.Union([Type.String(), Type.Null()]),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  author: Type.Union([Type.Object({ _id: Type.String(), name: Type.String() }), Type.Null()]),
  publication: Type.Union([Type.Object({ _id: Type.String(), name: Type.String() }), Type.Null()]),
  category: Type.Union([Type.Object({ _id: Type.String(), title: Type.String() }), Type.Null()]),
  dateOfPublication: Type.Union([Type.String(), Type.Null()]),
  /** Copies the library owns. */
  quantity: Type.Integer(),
  /** Copies out now. */
  totalIssue: Type.Integer(),
  /** Copies on the shelf and not kept for a hold: what Issue New Book may take. */
  available: Type.Integer(),
  createdAt: Type.String(),
});
export type Book = Static<typeof Book>;
export const BookReply = Ok(Book);
export const BookList = Paged(Book);

// ---- library catalogue (lib-catalogue) ----------------------------------------------------------------------------------

/**
 * Calls (office = SUPER_ADMIN, ADMIN, MANAGER/STAFF with module `library`; readers add TEACHER, STUDENT, PARENT):
 * - GET    author | publication ?perPage=20&pageNo&searchTitle → AuthorList | PublicationList        office + TEACHER
 * - POST   author/create | publication/create  MasterNameBody  → AuthorReply | PublicationReply     office
 * - PUT    author/update/:id | publication/update/:id  MasterNameBody → same                        office
 * - DELETE author/delete/:id | publication/delete/:id           → same (refused while a book names it) office
 * - GET    book?perPage=12|20&pageNo&searchTitle → BookList; GET book/:id → BookReply                readers
 * - POST   book/create, PUT book/update/:id  multipart BookBody → BookReply                           office
 * - DELETE book/delete/:id → BookReply (refused while a copy is out or a hold waits)                 office
 * - PUT    book/stock/:id  BookStockBody → BookReply (Update Book Stock: add copies, or write off with a remark) office
 * - GET    book/history/:id → HistoryReply (every catalogue change and copy movement)                office
 * - GET    book/export?perPage&pageNo&searchTitle&downloadType&fields → file                          office
 */
export const CATALOGUE_MESSAGES = {
  authorName: "Author's name is required.",
  publicationName: "Publications's name is required.",
  titleRequired: 'Title is required',
  quantityRequired: 'Book quantity is required',
  // Server rules (designed; docs/api.md "Library catalogue").
  bookMissing: 'Book not found.',
  authorMissing: 'Author not found.',
  publicationMissing: 'Publication not found.',
  categoryMissing: 'Book category not found.',
  belowOut: (out: number) => `${out} ${out === 1 ? 'copy is' : 'copies are'} out: the quantity cannot go below that.`,
  deleteWithOut: 'A copy of this book is out: it can be deleted once every copy is back.',
  deleteWithHolds: 'Students are waiting for this book (holds): cancel the holds first.',
  stockZero: 'Enter the number of copies to add, or a negative number to write off.',
  remarkRequired: 'Remark is required when copies are written off.',
  authorInUse: 'Books name this author: change them first.',
  publicationInUse: 'Books name this publication: change them first.',
  pdfMax: 'A maximum of 3 field can be choose in PDF type.',
  pdfAll: "Can't select all the field in pdf type.",
} as const;

export const MAX_BOOK_COPIES = 100_000;

const OptText = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));

/** Author / publication body (000 §5, 001 §2 add dialogs): name and bio. */
export const AuthorBody = Type.Object({ name: required(CATALOGUE_MESSAGES.authorName, { maxLength: 200 }), bio: OptText(2000) });
export type AuthorBody = Static<typeof AuthorBody>;
export const PublicationBody = Type.Object({
  name: required(CATALOGUE_MESSAGES.publicationName, { maxLength: 200 }),
  bio: OptText(2000),
});
export type PublicationBody = Static<typeof PublicationBody>;

/** 001 §3 Author / Publication. */
export const Author = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  bio: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Author = Static<typeof Author>;
export const AuthorReply = Ok(Author);
export const AuthorList = Paged(Author);
export const Publication = Author;
export type Publication = Author;
export const PublicationReply = Ok(Publication);
export const PublicationList = Paged(Publication);

/** POST book/create and PUT book/update/:id (multipart; the form sends every field). Ids of author, publication, category. */
export const BookBody = Type.Object({
  title: required(CATALOGUE_MESSAGES.titleRequired, { maxLength: 300 }),
  summery: OptText(5000),
  quantity: Type.Integer({ minimum: 0, maximum: MAX_BOOK_COPIES, 'x-message': CATALOGUE_MESSAGES.quantityRequired }),
  author: OptText(64),
  publication: OptText(64),
  /** YYYY-MM-DD (or an ISO instant, a year); empty for none. */
  dateOfPublication: Type.Optional(Type.Union([DateField('birth', 'Date of publication'), Type.Null()])),
  bookCategory: OptText(64),
  image: FilePart('The cover image (PNG, JPEG, GIF or WebP, at most 2 MiB)'),
});
export type BookBody = Static<typeof BookBody>;

/** PUT book/stock/:id (Update Book Stock): copies to add (> 0) or write off (< 0, with a remark). */
export const BookStockBody = Type.Object({
  quantity: Type.Integer({ minimum: -MAX_BOOK_COPIES, maximum: MAX_BOOK_COPIES, 'x-message': CATALOGUE_MESSAGES.stockZero }),
  remark: OptText(500),
});
export type BookStockBody = Static<typeof BookStockBody>;

/** The eight book export fields (001 §3), key → column label, in the spec's order. */
export const BOOK_EXPORT_FIELDS = [
  { key: '_id', label: 'Id' },
  { key: 'author', label: 'Author' },
  { key: 'category', label: 'Category' },
  { key: 'title', label: 'Title' },
  { key: 'dateOfPublication', label: 'Date of Publication' },
  { key: 'publication', label: 'Publication' },
  { key: 'quantity', label: 'Quantity' },
  { key: 'totalIssue', label: 'Total Issue' },
] as const;
export type BookExportField = (typeof BOOK_EXPORT_FIELDS)[number]['key'];

/** `bookCounts` (dashboard): books (titles) and authors of an institute. */
export interface BookCounts {
  totalBook: number;
  totalAuthors: number;
}
// ---- end library catalogue ----
