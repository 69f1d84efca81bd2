import {
  BookBody,
  BookReply,
  BookStockBody,
  CATALOGUE_MESSAGES,
  ErrorReply,
  IdParams,
  dayOfValue,
  type BookFields,
} from '@school/contracts';
import type { TypedApp } from '../../../platform/http/typed.js';
import type { Runtime } from '../../../platform/runtime.js';
import { commandContext, sendWritten } from '../../../platform/http/context.js';
import { filePart, MULTIPART } from '../../../platform/http/multipart.js';
import { IMAGE_TYPES } from '../../../platform/files/file-store.js';
import { idFor } from '../../../platform/commands.js';
import { badRequest } from '../../../platform/errors.js';
import { instituteDay } from '../../../platform/days.js';
import { bookDecider, bookStream, type BookState } from './book-decider.js';
import { bookRefs, liveState, OFFICE, optText } from './lookups.js';
import { writtenBook } from './book-view.js';

/** A date of publication as sent (YYYY-MM-DD, an ISO instant, a year): the day, or null when empty. */
export function publicationDay(value: string | null | undefined, now: Date): string | null {
  const v = optText(value);
  if (!v) return null;
  const day = dayOfValue(v, instituteDay);
  if (!day) throw badRequest('Date of publication must be a date (YYYY-MM-DD).');
  if (day > instituteDay(now)) throw badRequest('Date of publication cannot be in the future.');
  return day;
}

const createdOf = async (rt: Runtime, stream: string) =>
  (await rt.store.readStream(stream))[0]?.metadata.occurredAt ?? new Date().toISOString();

/** Book create, update, delete and Update Book Stock (001 §2 book form, §5; issue 17 §1): decided on `book-<id>`. */
export function bookWriteRoutes(app: TypedApp, rt: Runtime) {
  const storeCover = async (value: unknown, instituteId: string, ownerId: string) => {
    const part = filePart(value, 'Image');
    if (!part) return null;
    const f = await rt.files.put(part, {
      instituteId,
      ownerId,
      purpose: 'book-cover',
      maxBytes: 2 * 1024 * 1024,
      types: IMAGE_TYPES,
      label: 'Image',
    });
    return f.id;
  };

  /** The form's fields, checked: the spec's messages, and the author, publication and category of this institute. */
  const formOf = async (body: BookBody, inst: string, now: Date) => {
    const title = body.title.trim();
    if (!title) throw badRequest(CATALOGUE_MESSAGES.titleRequired);
    const ids = {
      authorId: optText(body.author),
      publicationId: optText(body.publication),
      bookCategoryId: optText(body.bookCategory),
    };
    const refs = await bookRefs(rt, inst, ids);
    const fields: Omit<BookFields, 'imageKey'> = {
      title,
      summery: optText(body.summery),
      dateOfPublication: publicationDay(body.dateOfPublication, now),
      ...ids,
    };
    return { fields, refs };
  };

  app.post(
    '/book/create',
    {
      config: { access: OFFICE, module: 'library' },
      schema: { tags: ['library'], consumes: MULTIPART, body: BookBody, response: { 200: BookReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { fields, refs } = await formOf(req.body, ctx.instituteId, ctx.now);
      const bookId = idFor(ctx, 'book');
      const imageKey = await storeCover(req.body.image, ctx.instituteId, ctx.actor.userId);
      const res = await rt.commands.handle(
        bookDecider,
        bookStream(bookId),
        { type: 'AddBook', bookId, fields: { ...fields, imageKey }, quantity: req.body.quantity, source: 'FORM' },
        ctx,
      );
      return sendWritten(reply, res.append, 'Book added successfully', writtenBook(rt, bookId, res.state, refs, ctx.now.toISOString()));
    },
  );

  app.put(
    '/book/update/:id',
    {
      config: { access: OFFICE, module: 'library' },
      schema: {
        tags: ['library'],
        consumes: MULTIPART,
        params: IdParams,
        body: BookBody,
        response: { 200: BookReply, '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      // A book of another institute, deleted or unknown is a 404 before anything is stored.
      const before = await liveState<BookState>(rt, bookDecider, bookStream(id), ctx.instituteId, CATALOGUE_MESSAGES.bookMissing);
      const { fields, refs } = await formOf(req.body, ctx.instituteId, ctx.now);
      const newCover = await storeCover(req.body.image, ctx.instituteId, ctx.actor.userId);
      const res = await rt.commands.handle(
        bookDecider,
        bookStream(id),
        {
          type: 'UpdateBook',
          bookId: id,
          fields: { ...fields, imageKey: newCover ?? before.fields.imageKey },
          quantity: req.body.quantity,
        },
        ctx,
        { mustExist: CATALOGUE_MESSAGES.bookMissing },
      );
      return sendWritten(
        reply,
        res.append,
        'Book updated successfully',
        writtenBook(rt, id, res.state, refs, await createdOf(rt, bookStream(id))),
      );
    },
  );

  app.put(
    '/book/stock/:id',
    {
      config: { access: OFFICE, module: 'library' },
      schema: { tags: ['library'], params: IdParams, body: BookStockBody, response: { 200: BookReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const res = await rt.commands.handle(
        bookDecider,
        bookStream(id),
        { type: 'ChangeCopies', bookId: id, delta: req.body.quantity, remark: optText(req.body.remark) },
        ctx,
        { mustExist: CATALOGUE_MESSAGES.bookMissing },
      );
      const refs = await bookRefs(rt, ctx.instituteId, res.state.fields).catch(() => ({ author: null, publication: null, category: null }));
      return sendWritten(
        reply,
        res.append,
        req.body.quantity > 0 ? 'Book stock updated successfully' : 'Copies written off',
        writtenBook(rt, id, res.state, refs, await createdOf(rt, bookStream(id))),
      );
    },
  );

  app.delete(
    '/book/delete/:id',
    {
      config: { access: OFFICE, module: 'library' },
      schema: { tags: ['library'], params: IdParams, response: { 200: BookReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const res = await rt.commands.handle(bookDecider, bookStream(id), { type: 'DeleteBook', bookId: id }, ctx, {
        mustExist: CATALOGUE_MESSAGES.bookMissing,
      });
      const refs = await bookRefs(rt, ctx.instituteId, res.state.fields).catch(() => ({ author: null, publication: null, category: null }));
      return sendWritten(
        reply,
        res.append,
        'Book deleted successfully',
        writtenBook(rt, id, res.state, refs, await createdOf(rt, bookStream(id))),
      );
    },
  );
}
