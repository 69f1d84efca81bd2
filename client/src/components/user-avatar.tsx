import { useState } from 'react';
import { cn } from '@/lib/cn';

/** A person's photo, or their initials. */
export function UserAvatar({ name, photoUrl, size = 'sm' }: { name: string; photoUrl: string | null | undefined; size?: 'sm' | 'lg' }) {
  // Keyed by URL: a signed link that expired fails once, and the refetched list's new link is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const box = size === 'lg' ? 'size-20 text-2xl' : 'size-9 text-sm';
  if (photoUrl && failed !== photoUrl) {
    const img = cn(box, 'shrink-0 rounded-full bg-slate-100 object-cover');
    return <img src={photoUrl} alt="" className={img} onError={() => setFailed(photoUrl)} />;
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      className={cn(box, 'flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700')}
    >
      {initials || '?'}
    </span>
  );
}
