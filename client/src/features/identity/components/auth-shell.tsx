import type { ReactNode } from 'react';
import { InstituteLogo } from '@/components/brand-logo';
import { CheckCircleIcon } from '@/components/icons';
import { useLogo } from '../api/get-logo';
import { IntroSlideshow } from './intro-slideshow';

const features = [
  'Online classes with live teaching, materials and attendance',
  'Assessments with automated evaluation',
  'Separate logins for teachers, and for students and their parents',
  'Progress tracking across attendance, results and fees',
];

/** The sign-in layout: the form on one side; the slideshow and the intro text (001 §1, §2) on the other. */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const logo = useLogo();
  const name = logo.data?.instituteName ?? 'School Panel';
  return (
    <div className="min-h-dvh bg-white lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1.05fr)]">
      <main className="flex flex-col px-6 py-8 sm:px-10 lg:min-h-dvh">
        <div className="flex items-center gap-3">
          {logo.isPending ? (
            <span className="skeleton size-11 rounded-xl" aria-hidden="true" />
          ) : (
            <InstituteLogo src={logo.data?.logoUrl} name={name} className="size-11 rounded-xl" />
          )}
          <div className="min-w-0">
            <p className="truncate text-base font-semibold text-slate-900">{logo.isPending ? '\u00a0' : name}</p>
            <p className="text-xs text-slate-600">School management panel</p>
          </div>
        </div>
        <div className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center pt-12 pb-10 lg:py-10">
          <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-2 mb-8 text-sm text-slate-600">{subtitle}</p>
          {children}
        </div>
        <p className="text-center text-xs text-slate-500 lg:text-left">
          © {new Date().getFullYear()} {name}
        </p>
      </main>
      <aside className="relative overflow-hidden bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 px-6 py-12 text-white sm:px-12 lg:flex lg:flex-col lg:justify-center">
        <div className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl" aria-hidden="true" />
        <div
          className="pointer-events-none absolute -bottom-32 -left-20 size-80 rounded-full bg-brand-400/20 blur-3xl"
          aria-hidden="true"
        />
        <div className="relative mx-auto w-full max-w-lg">
          <IntroSlideshow />
          <h2 className="mt-10 text-2xl font-semibold tracking-tight">An integrated e-learning and institute administration system</h2>
          <p className="mt-2 text-sm text-brand-100">One place for classes, assessments and the records an institute keeps.</p>
          <ul className="mt-6 space-y-3">
            {features.map((f) => (
              <li key={f} className="flex items-start gap-3 text-sm text-white">
                <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-emerald-300" />
                <span>{f}</span>
              </li>
            ))}
          </ul>
        </div>
      </aside>
    </div>
  );
}
