import type { JobMessage } from './push';

type Listener = (msg: JobMessage) => void;
const listeners = new Set<Listener>();

/** Bulk-upload job messages from the websocket, for the page that started the job. */
export function emitJob(msg: JobMessage): void {
  for (const l of listeners) l(msg);
}

export function onJobMessage(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
