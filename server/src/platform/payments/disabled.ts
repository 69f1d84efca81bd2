import { ONLINE_PAYMENT_OFF, PaymentProviderError, type PaymentProvider } from './provider.js';

/**
 * No payment provider configured: nothing online is accepted. Orders are refused with a clear message, and no
 * checkout proof or webhook ever verifies, so nothing can be recorded through it.
 */
export function createDisabledProvider(): PaymentProvider {
  return {
    name: 'none',
    keyId: '',
    async createOrder() {
      throw new PaymentProviderError(ONLINE_PAYMENT_OFF, 400, 'NOT_CONFIGURED');
    },
    verifyCheckout: () => false,
    verifyWebhook: () => false,
    parseWebhook: () => null,
  };
}
