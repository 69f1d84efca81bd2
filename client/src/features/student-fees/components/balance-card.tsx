import { useState } from 'react';
import type { StudentBalanceEntry as BalanceEntry } from '@school/contracts';
import { Card, CardHeader } from '@/components/card';
import { TextField } from '@/components/field';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime, formatRupees } from '@/lib/format';
import { useBalance } from '../api/get-balance';
import { formatDay, today } from './fee-format';

const kindLabel: Record<BalanceEntry['kind'], string> = {
  CHARGE: 'Charged',
  PAYMENT: 'Paid',
  REVERSAL: 'Reversed',
  CANCELLATION: 'Cancelled',
  CONCESSION: 'Concession',
  CONCESSION_REVOKED: 'Concession revoked',
};

/** The balance at the end of a chosen day, with every entry up to it (replayed from the recorded events). */
export function BalanceCard({ studentId }: { studentId: string }) {
  const [asOf, setAsOf] = useState(today);
  const balance = useBalance(studentId, asOf);
  const b = balance.data?.data;
  return (
    <Card>
      <CardHeader
        title="Balance as of a day"
        subtitle="What was owed at the end of the chosen day: a fee counts from its due date, so today's balance is what is due now."
        id="balance-title"
      />
      <div className="px-5 pt-4">
        <div className="max-w-48">
          <TextField label="Balance as of" type="date" value={asOf} max={today()} onChange={(e) => setAsOf(e.target.value)} />
        </div>
      </div>
      {balance.error ? (
        <p className="px-5 py-4 text-sm text-rose-700">{errorMessage(balance.error)}</p>
      ) : !b ? (
        <span className="skeleton m-5 block h-16" aria-hidden="true" />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 px-5 pt-4 sm:grid-cols-4" aria-live="polite" data-testid="balance-summary">
            <div>
              <dt className="text-xs text-slate-500">Charged</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{formatRupees(b.charged)}</dd>
              {b.concessions ? (
                <dd className="text-xs text-violet-800" data-testid="balance-concessions">
                  after {formatRupees(b.concessions)} concessions
                </dd>
              ) : null}
            </div>
            <div>
              <dt className="text-xs text-slate-500">Paid</dt>
              <dd className="font-semibold text-emerald-700 tabular-nums">{formatRupees(b.paid)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Reversed</dt>
              <dd className="font-semibold text-rose-700 tabular-nums">{formatRupees(b.reversed)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Balance on {formatDay(b.asOf)}</dt>
              <dd className="text-lg font-semibold text-slate-900 tabular-nums" data-testid="balance-value">
                {formatRupees(b.balance)}
              </dd>
            </div>
          </dl>
          {b.entries.length === 0 ? (
            <p className="px-5 py-5 text-sm text-slate-600">Nothing was charged or paid up to this day.</p>
          ) : (
            <div
              className="relative mt-4 max-h-80 overflow-auto border-t border-slate-100"
              tabIndex={0}
              role="region"
              aria-label="Balance entries"
            >
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Balance entries up to {formatDay(b.asOf)}</caption>
                <thead className="sticky top-0 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  <tr>
                    <th scope="col" className="px-4 py-2">
                      When
                    </th>
                    <th scope="col" className="px-4 py-2">
                      Entry
                    </th>
                    <th scope="col" className="px-4 py-2 text-right">
                      Amount
                    </th>
                    <th scope="col" className="px-4 py-2 text-right">
                      Balance
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {b.entries.map((e, i) => (
                    <tr key={`${e.at}-${i}`}>
                      <td className="px-4 py-2 whitespace-nowrap text-slate-600">{formatDateTime(e.at)}</td>
                      <td className="px-4 py-2">
                        <span className="font-medium text-slate-900">{kindLabel[e.kind] ?? e.kind}</span>{' '}
                        <span className="text-slate-600">{e.title}</span>
                      </td>
                      <td
                        className={cn(
                          'px-4 py-2 text-right tabular-nums',
                          e.kind === 'PAYMENT' ? 'text-emerald-700' : e.kind === 'CONCESSION' ? 'text-violet-700' : 'text-slate-900',
                        )}
                      >
                        {formatRupees(e.amount)}
                      </td>
                      <td className="px-4 py-2 text-right font-medium tabular-nums">{formatRupees(e.balanceAfter)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className="h-4" />
        </>
      )}
    </Card>
  );
}
