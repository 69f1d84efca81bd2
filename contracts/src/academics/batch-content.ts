import { Type, type Static } from '@sinclair/typebox';
import { FilePart, Ok, Paged } from '../envelope.js';

/** Designed (001 §7 shows only the delete): POST batch/material/:batchId, multipart. */
export const BatchMaterialBody = Type.Object({
  title: Type.String({
    minLength: 1,
    maxLength: 120,
    'x-message': 'Title is required.',
    'x-invalid': 'Title must be at most 120 characters.',
  }),
  description: Type.Optional(Type.String({ maxLength: 2000, 'x-invalid': 'Description must be at most 2000 characters.' })),
  file: FilePart('the material: PDF, PNG, JPEG, GIF, WebP, Word, Excel or PowerPoint (docx, xlsx, pptx), at most 10 MiB'),
});
export type BatchMaterialBody = Static<typeof BatchMaterialBody>;

export const BatchMaterial = Type.Object({
  _id: Type.String(),
  batch: Type.String(),
  title: Type.String(),
  description: Type.String(),
  fileName: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  fileUrl: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  createdBy: Type.Object({ _id: Type.String(), displayName: Type.String() }),
});
export type BatchMaterial = Static<typeof BatchMaterial>;
export const BatchMaterialReply = Ok(BatchMaterial);
export const BatchMaterialList = Paged(BatchMaterial);

export interface BatchMaterialAdded {
  type: 'BatchMaterialAdded';
  data: {
    materialId: string;
    batchId: string;
    title: string;
    description: string;
    fileId: string;
    fileName: string;
    contentType: string;
    size: number;
    createdByName: string;
  };
}
export interface BatchMaterialDeleted {
  type: 'BatchMaterialDeleted';
  data: { materialId: string; batchId: string };
}
export type BatchMaterialEvent = BatchMaterialAdded | BatchMaterialDeleted;

/** Designed: POST batch/announcement/:batchId (a notice for the batch's students and their parents). */
export const BatchAnnouncementBody = Type.Object({
  title: Type.String({ minLength: 3, maxLength: 50, 'x-message': 'Title is required.', 'x-invalid': 'Title must be 3 to 50 characters.' }),
  description: Type.String({
    minLength: 3,
    maxLength: 20_000,
    'x-message': 'Description is required.',
    'x-invalid': 'Description must be at least 3 characters.',
  }),
});
export type BatchAnnouncementBody = Static<typeof BatchAnnouncementBody>;

export const BatchAnnouncement = Type.Object({
  _id: Type.String(),
  batch: Type.String(),
  title: Type.String(),
  description: Type.String(),
  createdAt: Type.String(),
  createdBy: Type.Object({ _id: Type.String(), displayName: Type.String() }),
  recipients: Type.Integer(),
});
export type BatchAnnouncement = Static<typeof BatchAnnouncement>;
export const BatchAnnouncementReply = Ok(BatchAnnouncement);
export const BatchAnnouncementList = Paged(BatchAnnouncement);
