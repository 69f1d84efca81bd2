import { useState } from 'react';
import { cn } from '@/lib/cn';

const palette = [
  'bg-brand-100 text-brand-700',
  'bg-emerald-100 text-emerald-700',
  'bg-amber-100 text-amber-800',
  'bg-sky-100 text-sky-700',
  'bg-rose-100 text-rose-700',
  'bg-violet-100 text-violet-700',
  'bg-teal-100 text-teal-700',
];

const hash = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

/** An icon (a department's, a course's), or the initial of its title on a colour of its own when there is none. */
export function EntityAvatar({ title, iconUrl, size = 'md' }: { title: string; iconUrl: string | null; size?: 'md' | 'lg' }) {
  // Keyed by URL: a signed link that expired fails once, and the refetched list's new link is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const box = size === 'lg' ? 'size-12 rounded-xl text-lg' : 'size-9 rounded-lg text-sm';
  if (iconUrl && failed !== iconUrl) {
    return <img src={iconUrl} alt="" className={cn(box, 'shrink-0 bg-slate-100 object-cover')} onError={() => setFailed(iconUrl)} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn(box, 'flex shrink-0 items-center justify-center font-semibold', palette[hash(title) % palette.length])}
    >
      {title.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
