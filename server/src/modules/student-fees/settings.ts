import type { TypedApp } from '../../platform/http/typed.js';
import { ErrorReply, PaymentSettingsReply } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import { isOnline } from '../../platform/payments/index.js';

/**
 * GET payment/settings (designed): what the pay screens need to know of the deployment — whether the fee-removal flag
 * is on (000 §6: ADMIN sees 'Update' instead of 'Pay'), whether online payment is set up at all (`online`; the Pay
 * screen offers only cash otherwise), whether it is the test sandbox (`test`), and which provider's checkout to open.
 */
export function settingsRoutes(app: TypedApp, rt: Runtime) {
  app.get(
    '/payment/settings',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['student-fees'],
        response: { 200: PaymentSettingsReply, '4xx': ErrorReply },
      },
    },
    async () => ({
      message: 'Payment settings',
      data: {
        feeRemoval: rt.config.feeRemoval === true,
        online: isOnline(rt.payments),
        test: rt.payments.name === 'sandbox',
        provider: rt.payments.name,
        keyId: rt.payments.keyId,
      },
    }),
  );
}
