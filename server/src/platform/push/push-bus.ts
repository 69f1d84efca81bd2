import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { PushEnvelope } from '@school/contracts';

/** Fan-out of push envelopes: within one process, or across processes through Redis pub/sub. */
export interface PushBus {
  publish(envelope: PushEnvelope): Promise<void>;
  subscribe(handler: (envelope: PushEnvelope) => void): () => void;
  close(): Promise<void>;
}

export function memoryPushBus(): PushBus {
  const em = new EventEmitter();
  em.setMaxListeners(0);
  return {
    async publish(envelope) {
      em.emit('push', envelope);
    },
    subscribe(handler) {
      em.on('push', handler);
      return () => em.off('push', handler);
    },
    async close() {
      em.removeAllListeners();
    },
  };
}

/**
 * Redis pub/sub: `pub` publishes, a duplicated connection subscribes (a subscriber cannot publish).
 *
 * Signals published within `gatherMs` of each other leave as one message (a JSON array): one change commits several
 * read models a fraction of a millisecond apart (a department and the admin dashboard's counts), and a server that gets
 * them together sends each socket its frames in one write (ws-hub.ts, tick-cork.ts) instead of fanning out twice
 * (issue #13, figure 10). A single object is still understood.
 */
export function redisPushBus(pub: Redis, namespace = 'school', gatherMs = 1): PushBus {
  const CHANNEL = `${namespace}:push`;
  const sub = pub.duplicate();
  const handlers = new Set<(e: PushEnvelope) => void>();
  let subscribed: Promise<unknown> | null = null;
  let gathered: { envelopes: PushEnvelope[]; sent: Promise<void> } | null = null;
  sub.on('message', (_channel: string, raw: string) => {
    let parsed: PushEnvelope | PushEnvelope[];
    try {
      parsed = JSON.parse(raw) as PushEnvelope | PushEnvelope[];
    } catch {
      return;
    }
    for (const env of Array.isArray(parsed) ? parsed : [parsed]) for (const h of handlers) h(env);
  });
  return {
    publish(envelope) {
      if (gathered) {
        gathered.envelopes.push(envelope);
        return gathered.sent;
      }
      const batch: { envelopes: PushEnvelope[]; sent: Promise<void> } = { envelopes: [envelope], sent: Promise.resolve() };
      gathered = batch;
      batch.sent = new Promise<void>((resolve, reject) => {
        setTimeout(() => {
          gathered = null;
          const body = batch.envelopes.length === 1 ? batch.envelopes[0] : batch.envelopes;
          pub.publish(CHANNEL, JSON.stringify(body)).then(() => resolve(), reject);
        }, gatherMs);
      });
      return batch.sent;
    },
    subscribe(handler) {
      handlers.add(handler);
      subscribed ??= sub.subscribe(CHANNEL);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
      sub.disconnect();
    },
  };
}
