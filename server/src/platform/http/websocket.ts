import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { authOf } from './access.js';
import type { WsHub } from '../push/ws-hub.js';

/** `/api/v1/ws?token=`: one socket per tab; change signals of the caller's institute arrive here. */
export function websocketRoute(app: FastifyInstance, hub: WsHub) {
  app.route({
    method: 'GET',
    url: '/ws',
    config: { access: 'authenticated', tokenInQuery: true },
    schema: {
      tags: ['push'],
      description: 'Websocket. Sends {type:"hello"} then {type:"change", readModel, ids, position} signals. Token in the query string.',
      querystring: Type.Object({ token: Type.String({ maxLength: 4096 }), instituteId: Type.Optional(Type.String({ maxLength: 64 })) }),
      hide: true,
    },
    // A plain GET (no upgrade) would otherwise get the plugin's bare 404 without the `{ error }` envelope.
    handler: (_req, reply) => reply.status(426).header('upgrade', 'websocket').send({ error: 'Open this address as a websocket.' }),
    wsHandler: (socket, req) => {
      const a = authOf(req);
      hub.add(socket, a.userId, a.instituteId);
    },
  });
}
