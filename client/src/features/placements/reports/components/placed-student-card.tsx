import { Card } from '@/components/card';
import { IconButton } from '@/components/button';
import { BriefcaseIcon, ClockIcon, TrashIcon } from '@/components/icons';
import { RowMenu } from '@/components/row-menu';
import { UserAvatar } from '@/components/user-avatar';
import type { PlacementRecord } from '../api/get-placement-records';

/** 001 §2 placed student card: photo, name, company, position and batch; History and Withdraw. */
export function PlacedStudentCard({
  record,
  onHistory,
  onWithdraw,
}: {
  record: PlacementRecord;
  onHistory: () => void;
  onWithdraw: () => void;
}) {
  const name = record.student.displayName;
  return (
    <Card className="flex h-full items-start gap-3 p-4">
      <UserAvatar name={name} photoUrl={record.student.photo} size="lg" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-slate-900">{name}</p>
        <p className="mt-1 flex items-center gap-1.5 text-sm break-words text-slate-700">
          <BriefcaseIcon className="size-4 shrink-0 text-slate-500" />
          <span>
            {record.position} · <span className="font-medium">{record.companyName}</span>
          </span>
        </p>
        <p className="mt-1 text-xs break-words text-slate-600">{record.batch?.name || 'No batch'}</p>
        {record.source === 'EXCEL' ? <p className="mt-1 text-xs text-slate-500">From an Excel upload</p> : null}
      </div>
      <div className="flex shrink-0 gap-1">
        <div className="hidden gap-1 sm:flex">
          <IconButton label={`History of ${name} at ${record.companyName}`} onClick={onHistory}>
            <ClockIcon className="size-[1.1rem]" />
          </IconButton>
          <IconButton label={`Withdraw ${name} at ${record.companyName}`} tone="danger" onClick={onWithdraw}>
            <TrashIcon className="size-[1.1rem]" />
          </IconButton>
        </div>
        <RowMenu
          label={`Actions for ${name}`}
          items={[
            { label: 'History', onClick: onHistory },
            { label: 'Withdraw', tone: 'danger', onClick: onWithdraw },
          ]}
        />
      </div>
    </Card>
  );
}
