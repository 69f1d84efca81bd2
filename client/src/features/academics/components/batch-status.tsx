import { cn } from '@/lib/cn';

export function BatchStatus({ completed }: { completed: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        completed ? 'bg-slate-100 text-slate-700 ring-slate-300' : 'bg-emerald-50 text-emerald-800 ring-emerald-200',
      )}
    >
      {completed ? 'Completed' : 'Running'}
    </span>
  );
}
