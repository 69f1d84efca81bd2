import { useState } from 'react';
import { cn } from '@/lib/cn';

/** The panel's own mark, used whenever an institute has no logo (001 §2: a fallback logo). */
export function FallbackLogo({ className, title }: { className?: string; title?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} role={title ? 'img' : undefined} aria-hidden={title ? undefined : true}>
      {title ? <title>{title}</title> : null}
      <rect width="64" height="64" rx="14" fill="#4f46e5" />
      <path d="M32 14 8 26l24 12 24-12-24-12Z" fill="#fff" />
      <path d="M18 32v10c0 4 6.5 8 14 8s14-4 14-8V32l-14 7-14-7Z" fill="#c7d2fe" />
      <path d="M52 27v13" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** An institute's logo from the server, or the fallback when there is none or it fails to load. */
export function InstituteLogo({ src, name, className }: { src: string | null | undefined; name: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <FallbackLogo className={className} title={`${name} logo`} />;
  return <img src={src} alt={`${name} logo`} className={cn('object-contain', className)} onError={() => setFailed(src)} />;
}
