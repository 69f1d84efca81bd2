import { RadioCardsField, type RadioCardOption } from '@/components/radio-cards-field';
import type { PaymentMode } from '../api/types';

const ONLINE: RadioCardOption<PaymentMode> = { value: 'ONLINE', label: 'Online', text: 'Card, UPI or net banking' };
const CASH: RadioCardOption<PaymentMode> = { value: 'CASH', label: 'Cash', text: 'Received at the counter' };

/** Mode of payment: ONLINE or CASH; STUDENT and PARENT only see ONLINE (000 §6). */
export function PaymentModeField({ value, onChange, error, onlineOnly }: { value: PaymentMode | ''; onChange: (v: PaymentMode) => void; error?: string; onlineOnly: boolean }) {
  return <RadioCardsField legend="Mode of payment" options={onlineOnly ? [ONLINE] : [ONLINE, CASH]} value={value} onChange={onChange} error={error} />;
}
