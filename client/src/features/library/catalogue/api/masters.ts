import type { ReadModel } from '@school/contracts';
import type { MasterKind } from './catalogue-keys';

/** A master as the lists show it: authors and publications have a name and bio, categories a title and description. */
export interface MasterRow {
  _id: string;
  name: string;
  detail: string | null;
}

/** Each kind's calls and words (000 §5, 001 §2 add dialogs; GET book-Category as the spec spells it). */
export const MASTER: Record<
  MasterKind,
  {
    list: string;
    create: string;
    update: string;
    remove: string;
    readModel: ReadModel;
    one: string;
    many: string;
    nameField: 'name' | 'title';
    detailField: 'bio' | 'description';
  }
> = {
  author: {
    list: 'author',
    create: 'author/create',
    update: 'author/update',
    remove: 'author/delete',
    readModel: 'library_author',
    one: 'Author',
    many: 'Authors',
    nameField: 'name',
    detailField: 'bio',
  },
  publication: {
    list: 'publication',
    create: 'publication/create',
    update: 'publication/update',
    remove: 'publication/delete',
    readModel: 'library_publication',
    one: 'Publication',
    many: 'Publications',
    nameField: 'name',
    detailField: 'bio',
  },
  category: {
    list: 'book-Category',
    create: 'book-category/create',
    update: 'book-category/update',
    remove: 'book-category/delete',
    readModel: 'book_category',
    one: 'Category',
    many: 'Book categories',
    nameField: 'title',
    detailField: 'description',
  },
};

/** A row of any of the three lists, in one shape. */
export const masterRow = (kind: MasterKind, r: Record<string, unknown>): MasterRow => ({
  _id: String(r._id),
  name: String(r[MASTER[kind].nameField] ?? ''),
  detail: (r[MASTER[kind].detailField] as string | null | undefined) ?? null,
});

/** The body of a create or update: { name, bio } or { title, description }. */
export const masterBody = (kind: MasterKind, name: string, detail: string) =>
  kind === 'category' ? { title: name.trim(), description: detail.trim() } : { name: name.trim(), bio: detail.trim() || null };
