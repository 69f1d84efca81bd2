import { Type } from '@sinclair/typebox';
import type { TypedApp } from './typed.js';
import { authOf } from './access.js';
import type { WsHub } from '../push/ws-hub.js';

/** `/api/v1/ws?token=`: one socket per tab; change signals of the caller's institute arrive here. */
const WsQuery = Type.Object({ token: Type.String({ maxLength: 4096 }), instituteId: Type.Optional(Type.String({ maxLength: 64 })) });

export function websocketRoute(app: TypedApp, hub: WsHub) {
  app.route({
    method: 'GET',
    url: '/ws',
    config: { access: 'authenticated', tokenInQuery: true },
    schema: {
      tags: ['push'],
      description:
        'Websocket. Sends {type:"hello"} then {type:"change", readModel, ids, position} signals the caller may read. ' +
        'Token in the query string. Closes with 4401 when the session ends, 4403, or 4409 past 5 sockets per user.',
      querystring: WsQuery,
      hide: true,
    },
    // A plain GET (no upgrade) would otherwise get the plugin's bare 404 without the `{ error }` envelope.
    handler: (_req, reply) => reply.status(426).header('upgrade', 'websocket').send({ error: 'Open this address as a websocket.' }),
    wsHandler: (socket, req) => {
      const a = authOf(req);
      // The guard took the token from the header or the query; the hub keeps it to check the session again later.
      const q = req.query;
      const header = req.headers.authorization;
      const token =
        typeof header === 'string' && /^Bearer\s+\S+$/i.test(header) ? header.replace(/^Bearer\s+/i, '').trim() : (q.token ?? '');
      const requested = q.instituteId?.trim() || undefined;
      hub.add(socket, a, { token, requestedInstitute: requested });
    },
  });
}
