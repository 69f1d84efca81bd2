import type { Config } from '../config.js';
import type { PaymentProvider } from './provider.js';
import { createDisabledProvider } from './disabled.js';
import { createRazorpayProvider } from './razorpay.js';
import { createSandboxProvider } from './sandbox.js';

export * from './provider.js';
export { createRazorpayProvider, type RazorpayOptions } from './razorpay.js';
export { createSandboxProvider } from './sandbox.js';
export { createDisabledProvider } from './disabled.js';
export { parseRazorpayWebhook } from './wire.js';

/** The provider the configuration asks for; the sandbox's secrets derive from the platform secret. */
export function createPaymentProvider(config: Config, platformSecret: string): PaymentProvider {
  if (config.paymentProvider === 'none') return createDisabledProvider();
  if (config.paymentProvider === 'razorpay') {
    return createRazorpayProvider({
      keyId: config.razorpayKeyId ?? '',
      keySecret: config.razorpayKeySecret ?? '',
      webhookSecret: config.razorpayWebhookSecret ?? '',
      apiUrl: config.razorpayApiUrl,
    });
  }
  return createSandboxProvider({ platformSecret });
}
