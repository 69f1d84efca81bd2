import type { ReactNode } from 'react';
import { Card } from '@/components/card';

/** A titled card of label/value pairs; a missing value reads 'Not Provided' (001 §9). */
export function DetailSection({ title, items }: { title: string; items: Array<[string, ReactNode]> }) {
  const id = `details-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card className="p-5">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2" aria-labelledby={id}>
        {items.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
            <dd className="mt-1 text-sm break-words text-slate-900">
              {value === null || value === undefined || value === '' ? 'Not Provided' : value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
