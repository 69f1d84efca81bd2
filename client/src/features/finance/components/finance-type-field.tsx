import { RadioCardsField, type RadioCardOption } from '@/components/radio-cards-field';

export type FinanceTypeValue = '' | 'CREDIT' | 'DEBIT';

const options: RadioCardOption<'CREDIT' | 'DEBIT'>[] = [
  {
    value: 'CREDIT',
    label: 'Credit',
    text: 'Money received',
    mark: <span className="text-emerald-700">+ </span>,
    checkedClass: 'border-emerald-500 bg-emerald-50/60 ring-1 ring-emerald-500',
  },
  {
    value: 'DEBIT',
    label: 'Debit',
    text: 'Money spent',
    mark: <span className="text-rose-700">− </span>,
    checkedClass: 'border-rose-500 bg-rose-50/60 ring-1 ring-rose-500',
  },
];

/** Finance type as two radio cards (000 §9: CREDIT or DEBIT), credit in green with a plus, debit in red with a minus. */
export function FinanceTypeField({
  value,
  onChange,
  error,
}: {
  value: FinanceTypeValue;
  onChange: (v: FinanceTypeValue) => void;
  error?: string;
}) {
  return <RadioCardsField legend="Finance type" options={options} value={value} onChange={onChange} error={error} />;
}
