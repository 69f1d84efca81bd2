import type { NewEvent, Role } from '@school/contracts';
import { CATALOGUE_MESSAGES } from '@school/contracts';
import type { Runtime } from '../../../platform/runtime.js';
import { fold, type Decider } from '../../../platform/commands.js';
import { badRequest, notFound } from '../../../platform/errors.js';
import { authorDecider, authorStream, publicationDecider, publicationStream } from './masters-decider.js';

/** The library office: MANAGER and STAFF need the permission module `library` (config.module). */
export const OFFICE: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];
/** Who reads the masters (the form's pickers). */
export const MASTER_READERS: Role[] = [...OFFICE, 'TEACHER'];
/** Who reads the catalogue: students browse it, parents with them. */
export const BOOK_READERS: Role[] = [...OFFICE, 'TEACHER', 'STUDENT', 'PARENT'];

/**
 * The command-side state of a stream of this institute: another institute's stream, an unknown or a deleted one is a
 * 404 with the same message, so nothing tells another institute's ids apart from wrong ones.
 */
export async function liveState<S extends { exists: boolean; deleted: boolean }>(
  rt: Runtime,
  decider: Decider<S, any, any>,
  stream: string,
  instituteId: string,
  message: string,
): Promise<S> {
  const events = await rt.store.readStream(stream);
  const state = fold(decider as Decider<S, any, NewEvent>, events);
  if (events[0]?.metadata.instituteId !== instituteId || !state.exists || state.deleted) throw notFound(message);
  return state;
}

/** A master named in a body: unknown, deleted or another institute's is a 400 on what was sent. */
async function named(rt: Runtime, decider: typeof authorDecider, stream: string, inst: string, message: string) {
  const events = await rt.store.readStream(stream);
  const state = fold(decider as Decider<any, any, NewEvent>, events);
  if (events[0]?.metadata.instituteId !== inst || !state.exists || state.deleted) throw badRequest(message);
  return state as { name: string };
}

/** The book category (an academics master, `book_category-<id>`) named in a body, with its title. */
async function category(rt: Runtime, id: string, inst: string): Promise<{ title: string }> {
  const events = await rt.store.readStream(`book_category-${id}`);
  const first = events[0];
  if (!first || first.metadata.instituteId !== inst || events.some((e) => e.type === 'BookCategoryDeleted')) {
    throw badRequest(CATALOGUE_MESSAGES.categoryMissing);
  }
  const last = [...events].reverse().find((e) => e.type === 'BookCategoryCreated' || e.type === 'BookCategoryUpdated');
  return { title: String((last?.data as { title?: string } | undefined)?.title ?? '') };
}

export interface BookRefs {
  author: { _id: string; name: string } | null;
  publication: { _id: string; name: string } | null;
  category: { _id: string; title: string } | null;
}

/** Checks the author, publication and category a book names exist in the caller's institute; their names for the reply. */
export async function bookRefs(
  rt: Runtime,
  inst: string,
  ids: { authorId: string | null; publicationId: string | null; bookCategoryId: string | null },
): Promise<BookRefs> {
  const [a, p, c] = await Promise.all([
    ids.authorId ? named(rt, authorDecider, authorStream(ids.authorId), inst, CATALOGUE_MESSAGES.authorMissing) : null,
    ids.publicationId
      ? named(
          rt,
          publicationDecider as unknown as typeof authorDecider,
          publicationStream(ids.publicationId),
          inst,
          CATALOGUE_MESSAGES.publicationMissing,
        )
      : null,
    ids.bookCategoryId ? category(rt, ids.bookCategoryId, inst) : null,
  ]);
  return {
    author: a && ids.authorId ? { _id: ids.authorId, name: a.name } : null,
    publication: p && ids.publicationId ? { _id: ids.publicationId, name: p.name } : null,
    category: c && ids.bookCategoryId ? { _id: ids.bookCategoryId, title: c.title } : null,
  };
}

/** An optional text of a form: trimmed, empty → null. */
export const optText = (v: string | null | undefined): string | null => {
  const t = (v ?? '').trim();
  return t ? t : null;
};
