import type { LibraryProfile } from '@school/contracts';
import { Card } from '@/components/card';
import { UserAvatar } from '@/components/user-avatar';
import { formatRupees } from '@/lib/format';

const GENDERS: Record<string, string> = { MALE: 'Male', FEMALE: 'Female', OTHER: 'Other' };
const shown = (v: string | null | undefined) => (v ? v : 'Not Provided');

/**
 * 001 §2 the library profile: photo, name, registration number, session, course, branch, roll number, library card
 * number, gender; total books taken, total returned, fine pending.
 */
export function ProfileCard({ profile }: { profile: LibraryProfile }) {
  const facts: [string, string][] = [
    ['Registration number', shown(profile.registrationNumber)],
    ['Session', shown(profile.session)],
    ['Course', shown(profile.course)],
    ['Branch', shown(profile.branch)],
    ['Roll number', shown(profile.rollNumber)],
    ['Library card number', shown(profile.libraryCardNumber)],
    ['Gender', profile.gender ? (GENDERS[profile.gender] ?? profile.gender) : 'Not Provided'],
  ];
  const totals: [string, string, string][] = [
    ['Total books taken', String(profile.totalBookTaken), 'text-slate-900'],
    ['Total returned', String(profile.totalReturnedBook), 'text-slate-900'],
    ['Fine pending', formatRupees(profile.totalFinePending), profile.totalFinePending > 0 ? 'text-rose-700' : 'text-slate-900'],
  ];
  return (
    <Card className="p-5">
      <div className="flex flex-col gap-5 md:flex-row md:items-start">
        <div className="flex items-center gap-4 md:w-64 md:shrink-0">
          <UserAvatar name={profile.displayName} photoUrl={profile.photoUrl} size="lg" />
          <div className="min-w-0">
            <p className="break-words text-lg font-semibold text-slate-900">{profile.displayName}</p>
            <p className="text-sm text-slate-600">
              {profile.totalBookIssue} out · may take {profile.canTake} more
            </p>
          </div>
        </div>
        <dl className="grid flex-1 grid-cols-2 gap-x-6 gap-y-3 text-sm lg:grid-cols-3">
          {facts.map(([k, v]) => (
            <div key={k} className="min-w-0">
              <dt className="text-xs text-slate-500">{k}</dt>
              <dd className="break-words font-medium text-slate-800">{v}</dd>
            </div>
          ))}
        </dl>
      </div>
      <dl className="mt-5 grid grid-cols-3 gap-3 border-t border-slate-100 pt-4">
        {totals.map(([k, v, tone]) => (
          <div key={k} data-stat={k}>
            <dt className="text-xs text-slate-500">{k}</dt>
            <dd className={`text-lg font-semibold tabular-nums ${tone}`} data-testid="stat-value">
              {v}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
