import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { openDatabase, openIsolatedPostgres } from '../db/database.js';
import { createRuntime } from '../runtime.js';
import { isSandbox } from './index.js';

describe('payments on the runtime', () => {
  it('gives the server and a worker on one database the same sandbox, and another database a different one', async () => {
    const ns = `t${randomBytes(5).toString('hex')}`;
    const env = {
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      DATA_DIR: await mkdtemp(join(tmpdir(), 'payments-')),
      DEMO: '0',
      SCHOOL_NAMESPACE: ns,
      JWT_SECRET: '',
      REDIS_URL: '',
      EVENTSTORE_URL: '',
      PAYMENT_PROVIDER: 'sandbox',
    };
    const config = loadConfig(env, []);
    const open = () => (config.databaseUrl ? openIsolatedPostgres(config.databaseUrl, ns) : openDatabase({ dataDir: null }));
    const database = await open();
    const server = await createRuntime(config, { role: 'cli', database, inMemory: true });
    const worker = await createRuntime(config, { role: 'cli', database, inMemory: true });
    const otherDb = config.databaseUrl ? await openIsolatedPostgres(config.databaseUrl, `${ns}o`) : await openDatabase({ dataDir: null });
    const other = await createRuntime(config, { role: 'cli', database: otherDb, inMemory: true });
    try {
      expect(server.payments.name).toBe('sandbox');
      expect(server.payments.keyId).toBe('sandbox');
      const order = await server.payments.createOrder({
        amountPaise: 150000,
        receipt: 'RCPT-20261121-AAAAAAAA',
        notes: { chargeId: 'c1' },
      });
      if (!isSandbox(worker.payments) || !isSandbox(other.payments)) throw new Error('expected the sandbox');
      const proof = worker.payments.complete(order.providerOrderId, 'success');
      expect(proof).not.toBeNull();
      expect(server.payments.verifyCheckout(proof!)).toBe(true);
      const hook = worker.payments.webhookFor(proof!);
      expect(server.payments.verifyWebhook(hook.body, hook.signature)).toBe(true);
      // Another platform (another secret) neither knows the order nor accepts the proof.
      expect(other.payments.complete(order.providerOrderId, 'success')).toBeNull();
      expect(other.payments.verifyCheckout(proof!)).toBe(false);
    } finally {
      await other.close();
      await otherDb.close();
      await worker.close();
      await server.close();
      await database.close();
    }
  });
});
