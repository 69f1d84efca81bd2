import { Type, type Static } from '@sinclair/typebox';
import { Rupees } from '../amounts.js';
import { Ok, Paged } from '../envelope.js';

/** 000 §5 Subject. */
export const SubjectBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 120, 'x-message': 'Subject name is required.' }),
  subjectCode: Type.String({ minLength: 1, maxLength: 40, 'x-message': 'Subject code is required.' }),
});
export type SubjectBody = Static<typeof SubjectBody>;
export const Subject = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  subjectCode: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export const SubjectReply = Ok(Subject);
export const SubjectList = Paged(Subject);

/** 000 §5 Designation. */
export const DesignationBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 120, 'x-message': 'Designation is required.' }),
});
export type DesignationBody = Static<typeof DesignationBody>;
export const Designation = Type.Object({ _id: Type.String(), title: Type.String(), createdAt: Type.String(), updatedAt: Type.String() });
export const DesignationReply = Ok(Designation);
export const DesignationList = Paged(Designation);

/** 000 §5 Book and inventory category: the same form. */
export const CategoryBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 120, 'x-message': 'Category Name is required.' }),
  description: Type.String({ minLength: 1, maxLength: 2000, 'x-message': 'Description is required.' }),
});
export type CategoryBody = Static<typeof CategoryBody>;
export const Category = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export const CategoryReply = Ok(Category);
export const CategoryList = Paged(Category);

/** 000 §5 Fee (the fee master): rupees, more than 0, at most 2 decimals. */
export const FeeBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 120, 'x-message': 'Fee name is required.' }),
  amount: Rupees({
    'x-message': 'Amount is required.',
    'x-invalid': 'Amount must be more than 0 rupees, with at most 2 decimals.',
  }),
});
export type FeeBody = Static<typeof FeeBody>;
export const Fee = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  amount: Type.Number(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Fee = Static<typeof Fee>;
export const FeeReply = Ok(Fee);
export const FeeList = Paged(Fee);

/** A master record's events: `<Kind>Created|Updated|Deleted`, the id under `<kind>Id`, the fields beside it. */
type MasterEvents<K extends string, Id extends string, F> =
  | { type: `${K}Created`; data: Record<Id, string> & F }
  | { type: `${K}Updated`; data: Record<Id, string> & F }
  | { type: `${K}Deleted`; data: Record<Id, string> };

export type SubjectEvent = MasterEvents<'Subject', 'subjectId', { title: string; subjectCode: string }>;
export type DesignationEvent = MasterEvents<'Designation', 'designationId', { title: string }>;
export type BookCategoryEvent = MasterEvents<'BookCategory', 'bookCategoryId', { title: string; description: string }>;
export type InventoryCategoryEvent = MasterEvents<'InventoryCategory', 'inventoryCategoryId', { title: string; description: string }>;
export type FeeEvent = MasterEvents<'Fee', 'feeId', { title: string; amount: number }>;
