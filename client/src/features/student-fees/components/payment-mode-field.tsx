import type { StudentPaymentMode as PaymentMode } from '@school/contracts';
import { RadioCardsField, type RadioCardOption } from '@/components/radio-cards-field';

const ONLINE: RadioCardOption<PaymentMode> = { value: 'ONLINE', label: 'Online', text: 'Card, UPI or net banking' };
const CASH: RadioCardOption<PaymentMode> = { value: 'CASH', label: 'Cash', text: 'Received at the counter' };

/**
 * Mode of payment: ONLINE or CASH; STUDENT and PARENT only see ONLINE (000 §6). Without online payment set up
 * (`online` false) only CASH is offered; `test` says that online goes through the sandbox.
 */
export function PaymentModeField(props: {
  value: PaymentMode | '';
  onChange: (v: PaymentMode) => void;
  error?: string;
  onlineOnly: boolean;
  online: boolean;
  test: boolean;
}) {
  const { value, onChange, error, onlineOnly, online, test } = props;
  const onlineCard = test ? { ...ONLINE, text: 'Test sandbox: no money is taken' } : ONLINE;
  const options = [...(online ? [onlineCard] : []), ...(onlineOnly ? [] : [CASH])];
  return <RadioCardsField legend="Mode of payment" options={options} value={value} onChange={onChange} error={error} />;
}
