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

/** Redis pub/sub: `pub` publishes, a duplicated connection subscribes (a subscriber cannot publish). */
export function redisPushBus(pub: Redis, namespace = 'school'): PushBus {
  const CHANNEL = `${namespace}:push`;
  const sub = pub.duplicate();
  const handlers = new Set<(e: PushEnvelope) => void>();
  let subscribed: Promise<unknown> | null = null;
  sub.on('message', (_channel: string, raw: string) => {
    let env: PushEnvelope;
    try {
      env = JSON.parse(raw) as PushEnvelope;
    } catch {
      return;
    }
    for (const h of handlers) h(env);
  });
  return {
    async publish(envelope) {
      await pub.publish(CHANNEL, JSON.stringify(envelope));
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
