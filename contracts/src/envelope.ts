import { Type, type TSchema } from '@sinclair/typebox';

/** `{ message, data }`: every successful reply (000 §7). */
export const Ok = <T extends TSchema>(data: T) => Type.Object({ message: Type.String(), data }, { additionalProperties: false });

/** Paged list replies add `totalCount`, `perPage`, `pageNo`, `isLastChunk` (001 §3). */
export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({
    message: Type.String(),
    data: Type.Array(item),
    totalCount: Type.Integer(),
    perPage: Type.Integer(),
    pageNo: Type.Integer(),
    isLastChunk: Type.Boolean(),
  });

/** Failure: `{ error }` with a 4xx status. */
export const ErrorReply = Type.Object({ error: Type.String() });

export const PageQuery = Type.Object({
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  searchTitle: Type.Optional(Type.String({ maxLength: 200 })),
});

export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/**
 * A schema property may carry the spec's own message for a missing or empty value.
 * The server's validator reports it verbatim.
 */
export const MESSAGE = 'x-message';
export const required = (message: string, extra: Record<string, unknown> = {}) =>
  Type.String({ minLength: 1, [MESSAGE]: message, ...extra });

/** A reply that is a file (a download, an export): documented as binary; the handler sends a Buffer. */
export const FileReply = (description: string) => Type.Unsafe<Uint8Array | string>({ type: 'string', format: 'binary', description });

/** A multipart file part: documented as binary, validated by the file store. */
export const FilePart = (description: string) => Type.Optional(Type.Any({ format: 'binary', description }));
