import { IconButton } from '@/components/button';
import { ClockIcon, EyeIcon, PencilIcon, TrashIcon } from '@/components/icons';
import { RowMenu } from '@/components/row-menu';

/**
 * A fleet row's actions: details, history, edit and delete as icon buttons from 640 px, behind the row's menu below
 * (a phone). `name` says whose they are to screen readers ("Edit MH 12 AB 1234 (School Bus 1)").
 */
export function FleetRowActions({
  name,
  detailsLabel,
  onDetails,
  onHistory,
  onEdit,
  onDelete,
}: {
  name: string;
  detailsLabel: string;
  onDetails: () => void;
  onHistory: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex justify-end gap-1">
      <div className="hidden gap-1 sm:flex">
        <IconButton label={`${detailsLabel}: ${name}`} onClick={onDetails}>
          <EyeIcon className="size-[1.1rem]" />
        </IconButton>
        <IconButton label={`History of ${name}`} onClick={onHistory}>
          <ClockIcon className="size-[1.1rem]" />
        </IconButton>
        <IconButton label={`Edit ${name}`} onClick={onEdit}>
          <PencilIcon className="size-[1.1rem]" />
        </IconButton>
        <IconButton label={`Delete ${name}`} tone="danger" onClick={onDelete}>
          <TrashIcon className="size-[1.1rem]" />
        </IconButton>
      </div>
      <RowMenu
        label={`Actions for ${name}`}
        items={[
          { label: detailsLabel, onClick: onDetails },
          { label: 'Edit', onClick: onEdit },
          { label: 'History', onClick: onHistory },
          { label: 'Delete', tone: 'danger', onClick: onDelete },
        ]}
      />
    </div>
  );
}
