import { Button } from '@/components/button';
import type { Column } from '@/components/data-table';
import { RowMenu } from '@/components/row-menu';

/** A table's actions column: two buttons inline from 640 px up, behind a RowMenu below (the second one is the risky one). */
export function actionsColumn<T>(
  name: (row: T) => string,
  first: { label: string; onClick: (row: T) => void },
  second: { label: string; onClick: (row: T) => void },
): Column<T> {
  return {
    key: 'actions',
    header: 'Actions',
    srOnlyHeader: true,
    className: 'text-right',
    cell: (row) => (
      <>
        <div className="hidden justify-end gap-2 sm:flex">
          <Button size="sm" variant="secondary" onClick={() => first.onClick(row)}>
            {first.label}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => second.onClick(row)}>
            {second.label}
          </Button>
        </div>
        <div className="sm:hidden">
          <RowMenu
            label={`Actions for ${name(row)}`}
            items={[
              { label: first.label, onClick: () => first.onClick(row) },
              { label: second.label, tone: 'danger', onClick: () => second.onClick(row) },
            ]}
          />
        </div>
      </>
    ),
  };
}
