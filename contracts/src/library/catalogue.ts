import { Type, type Static } from '@sinclair/typebox';
import { Ok, Paged } from '../envelope.js';

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
