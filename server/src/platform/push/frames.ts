import type { PushMessage } from '@school/contracts';

/** What the hub sends, as bytes: a message encoded once, and the forms of one change signal. */

export const encode = (m: unknown) => Buffer.from(JSON.stringify(m));

/** Encodes each form of one signal at most once, however many sockets it goes to. */
export class Frames {
  #all?: Buffer;
  #blind?: Buffer;
  constructor(readonly message: PushMessage) {}
  get all(): Buffer {
    this.#all ??= encode(this.message);
    return this.#all;
  }
  /** The signal without ids (a blind audience, a rebuild): the same bytes for every such socket. */
  get blind(): Buffer {
    this.#blind ??= encode({ ...this.message, ids: [] });
    return this.#blind;
  }
  /** Only some of the ids: per socket (they are that user's own). */
  some(ids: string[]): Buffer {
    return ids.length === 0 ? this.blind : encode({ ...this.message, ids });
  }
}

/** The `exp` of a JWT the guard has already verified, in epoch ms. */
export function expiryOf(token: string): number | null {
  try {
    const exp = (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}
