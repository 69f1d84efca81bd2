import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorReply, Ok } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';

/**
 * GET payment/settings (designed): what the pay screens need to know of the deployment — whether the fee-removal flag
 * is on (000 §6: ADMIN sees 'Update' instead of 'Pay') and which provider's checkout to open, with its public key.
 */
export function settingsRoutes(app: FastifyInstance, rt: Runtime) {
  app.get('/payment/settings', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['student-fees'],
      response: {
        200: Ok(Type.Object({ feeRemoval: Type.Boolean(), provider: Type.String(), keyId: Type.String() })),
        '4xx': ErrorReply,
      },
    },
  }, async () => ({
    message: 'Payment settings',
    data: { feeRemoval: rt.config.feeRemoval === true, provider: rt.payments.name, keyId: rt.payments.keyId },
  }));
}
