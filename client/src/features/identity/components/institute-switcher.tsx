import { useEffect } from 'react';
import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { InstituteLogo } from '@/components/brand-logo';
import { CheckCircleIcon, ChevronDownIcon } from '@/components/icons';
import { useInstituteId, useSession } from '@/lib/session';
import { useActiveInstitute } from '../api/get-institutes';
import { switchInstitute } from '../api/switch-institute';

/** The active institute's name; a switcher when the user belongs to several. */
export function InstituteSwitcher() {
  const { active, institutes, isPending } = useActiveInstitute();
  const chosen = useInstituteId();
  const defaultInstitute = useSession()?.user.activeInstitute;
  // A user without a default institute (a SUPER_ADMIN of none) acts in the one shown, so say so in the header.
  useEffect(() => {
    if (!chosen && !defaultInstitute && active) switchInstitute(active._id);
  }, [chosen, defaultInstitute, active]);
  if (isPending) return <span className="skeleton block h-6 w-40" aria-hidden="true" />;
  if (!active) return null;
  const name = (
    <span className="flex min-w-0 items-center gap-2.5">
      <InstituteLogo src={active.logoUrl} name={active.instituteName} className="size-8 shrink-0 rounded-lg" />
      <span className="min-w-0 text-left">
        <span className="block text-xs text-slate-500">Institute</span>
        <span className="block truncate text-sm font-semibold text-slate-900" data-testid="active-institute">
          {active.instituteName}
        </span>
      </span>
    </span>
  );
  if (institutes.length < 2) return <div className="min-w-0">{name}</div>;
  return (
    <Listbox value={active._id} onChange={(id: string) => id !== active._id && switchInstitute(id)}>
      <ListboxButton
        aria-label={`Institute: ${active.instituteName}. Switch institute`}
        className="flex min-w-0 items-center gap-2 rounded-lg px-2 py-1 hover:bg-slate-100 data-open:bg-slate-100"
      >
        {name}
        <ChevronDownIcon className="size-4 shrink-0 text-slate-500" />
      </ListboxButton>
      <ListboxOptions
        anchor="bottom start"
        transition
        className="z-40 mt-1 max-h-72 w-72 overflow-auto rounded-xl bg-white p-1 shadow-lg ring-1 ring-black/5 transition duration-100 focus:outline-none data-closed:opacity-0"
      >
        {institutes.map((i) => (
          <ListboxOption
            key={i._id}
            value={i._id}
            className="group flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm data-focus:bg-brand-50"
          >
            <InstituteLogo src={i.logoUrl} name={i.instituteName} className="size-7 shrink-0 rounded-md" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-slate-900">{i.instituteName}</span>
              <span className="block truncate text-xs text-slate-500">{i.email}</span>
            </span>
            <CheckCircleIcon className="invisible size-4 text-brand-600 group-data-selected:visible" />
          </ListboxOption>
        ))}
      </ListboxOptions>
    </Listbox>
  );
}
