import type { StudentFeeType as FeeType } from '@school/contracts';
import { RadioCardsField } from '@/components/radio-cards-field';

const options = [
  { value: 'ONETIME', label: 'One time', text: 'One charge for the date range' },
  { value: 'RECURRING', label: 'Recurring', text: 'A charge every month' },
] as const;

/** Fee type as two radio cards (000 §9: ONETIME or RECURRING). */
export function FeeTypeField({ value, onChange, error }: { value: FeeType | ''; onChange: (v: FeeType) => void; error?: string }) {
  return <RadioCardsField legend="Fee type" options={options} value={value} onChange={onChange} error={error} />;
}
