import { CardSkeleton } from '@/components/list-toolbar';
import { Button, IconButton } from '@/components/button';
import { EntityAvatar } from '@/components/entity-avatar';
import { PencilIcon, SwitchIcon, TrashIcon, UsersIcon } from '@/components/icons';
import { formatDateTime } from '@/lib/format';
import type { Department } from '../api/get-departments';

interface Props {
  department: Department;
  /** Absent for roles that may only read departments. */
  onEdit?: () => void;
  onDelete?: () => void;
  /** 000 §2 side drawers. */
  onModules?: () => void;
  onEmployees?: () => void;
}

/** 000 §2 department card: icon, title, description, staff count; edit and delete. */
export function DepartmentCard({ department: d, onEdit, onDelete, onModules, onEmployees }: Props) {
  return (
    <article
      className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200/80 transition hover:shadow-md"
      aria-labelledby={`dept-${d._id}`}
      data-testid="department-card"
    >
      <div className="flex items-start gap-3">
        <EntityAvatar title={d.title} iconUrl={d.iconUrl} size="lg" />
        <div className="min-w-0 flex-1">
          <h2 id={`dept-${d._id}`} className="truncate text-base font-semibold text-slate-900" title={d.title}>
            {d.title}
          </h2>
          <p className="mt-0.5 inline-flex items-center gap-1.5 text-sm text-slate-600">
            <UsersIcon className="size-4" />
            <span className="tabular-nums" data-testid="staff-count">
              {d.totalUser}
            </span>{' '}
            staff
          </p>
        </div>
        {onEdit || onDelete ? (
          <div className="-mt-1 -mr-2 flex">
            {onEdit ? (
              <IconButton label={`Edit ${d.title}`} onClick={onEdit}>
                <PencilIcon className="size-[1.1rem]" />
              </IconButton>
            ) : null}
            {onDelete ? (
              <IconButton label={`Delete ${d.title}`} tone="danger" onClick={onDelete}>
                <TrashIcon className="size-[1.1rem]" />
              </IconButton>
            ) : null}
          </div>
        ) : null}
      </div>
      <p className="mt-4 line-clamp-3 flex-1 text-sm leading-relaxed text-slate-600">{d.description}</p>
      {onModules || onEmployees ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {onEmployees ? (
            <Button size="sm" variant="secondary" onClick={onEmployees} aria-label={`Employees of ${d.title}`}>
              <UsersIcon className="size-4" />
              Employees
            </Button>
          ) : null}
          {onModules ? (
            <Button size="sm" variant="secondary" onClick={onModules} aria-label={`Modules of ${d.title}`}>
              <SwitchIcon className="size-4" />
              Modules
            </Button>
          ) : null}
        </div>
      ) : null}
      <p className="mt-4 border-t border-slate-100 pt-3 text-xs text-slate-500">Updated {formatDateTime(d.updatedAt)}</p>
    </article>
  );
}

/** The card's loading placeholder. */
export const DepartmentCardSkeleton = () => <CardSkeleton iconClass="size-12" />;
