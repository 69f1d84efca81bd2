import Fastify from 'fastify';
import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { assertResponsesMatch, checkResponses } from './support/response-check.js';

const Reply = Type.Object({ message: Type.String(), data: Type.Object({ id: Type.String(), amount: Type.Number() }) });
const Err = Type.Object({ error: Type.String() });

async function appWith(data: unknown) {
  const app = Fastify();
  app.setSerializerCompiler(() => (d) => JSON.stringify(d));
  checkResponses(app);
  app.get('/x', { schema: { response: { 200: Reply, '4xx': Err } } }, async () => ({ message: 'ok', data }));
  app.get('/bad', { schema: { response: { 200: Reply, '4xx': Err } } }, async (_req, reply) => reply.status(409).send({ oops: 1 }));
  app.get('/file', { schema: { response: { 200: Reply } } }, async (_req, reply) => reply.type('text/csv').send('a,b'));
  await app.ready();
  return app;
}

describe('the response check of the test harness', () => {
  it('passes replies that match their schema, and replies it cannot read as JSON', async () => {
    const app = await appWith({ id: 'a', amount: 1 });
    expect((await app.inject({ url: '/x' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/file' })).statusCode).toBe(200);
    expect(() => assertResponsesMatch(app)).not.toThrow();
    await app.close();
  });

  it('fails on a reply that drifts from its contract, by status code and by range', async () => {
    const app = await appWith({ id: 'a', amount: '1' });
    await app.inject({ url: '/x' });
    await app.inject({ url: '/bad' });
    expect(() => assertResponsesMatch(app)).toThrow(/GET \/x 200: \/data\/amount[\s\S]*GET \/bad 409: /);
    await app.close();
  });
});
