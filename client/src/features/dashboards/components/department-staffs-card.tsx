import { Link } from 'wouter';
import { Card, CardHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { BuildingIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { useCanUse } from '@/features/identity';
import { paths } from '@/lib/routes';
import { EntityAvatar } from '@/components/entity-avatar';
import { useDepartmentReport } from '../api/get-department-report';

/** 000 §2 Department Staffs: the first 6 departments with their staff counts and a View All link. */
export function DepartmentStaffsCard() {
  const { data, isPending, error } = useDepartmentReport();
  const canUse = useCanUse();
  return (
    <Card className="flex flex-col">
      <CardHeader
        id="department-staffs"
        title="Department Staffs"
        subtitle="Staff assigned to each department"
        action={
          canUse(paths.department) ? (
            <Link
              href={paths.department}
              className="shrink-0 rounded-md text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
            >
              View All
            </Link>
          ) : undefined
        }
      />
      <div className="flex-1 px-2 pt-3 pb-3">
        {isPending ? (
          <ul aria-hidden="true" className="space-y-1">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i} className="flex items-center gap-3 px-3 py-2.5">
                <span className="skeleton size-9 rounded-lg" />
                <span className="skeleton h-4 flex-1" />
                <span className="skeleton h-4 w-10" />
              </li>
            ))}
          </ul>
        ) : error ? (
          <EmptyState title="Could not load departments" text={errorMessage(error)} />
        ) : data.length === 0 ? (
          <EmptyState title="No Department Found" icon={<BuildingIcon />} />
        ) : (
          <ul aria-labelledby="department-staffs" className="divide-y divide-slate-100">
            {data.map((d) => (
              <li key={d._id} className="flex items-center gap-3 px-3 py-2.5">
                <EntityAvatar title={d.title} iconUrl={d.iconUrl} />
                <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-800">{d.title}</span>
                <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 tabular-nums">
                  {d.totalUser} staff
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
