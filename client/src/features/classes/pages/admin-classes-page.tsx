import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/card';
import { PlusIcon } from '@/components/icons';
import { OptionPicker, type Option } from '@/components/option-picker';
import { useBatchOptions, useTeacherOptions } from '@/features/academics';
import { pathTo, paths } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import { useClasses } from '../api/get-classes';
import { ClassGrid } from '../components/class-grid';
import { CreateClassDialog } from '../components/create-class-dialog';
import { asWhen, WhenTabs } from '../components/when-tabs';

const PER_PAGE = 12;
const control =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800 shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /panel/admin/class: the institute's classes (GET class), filtered by batch, teacher and day, paged; each opens its
 * register. Filters live in the address (the names too, so a bookmark shows them).
 */
export function AdminClassesPage() {
  useDocumentTitle('Classes');
  const id = useId();
  const [list, setList] = useListParams({ when: '', date: '', batch: '', batchName: '', teacher: '', teacherName: '', pageNo: 1 });
  const date = DAY.test(list.date) ? list.date : '';
  const when = date ? '' : asWhen(list.when);
  const q = useClasses({
    batch: list.batch || undefined,
    teacher: list.teacher || undefined,
    from: date || undefined,
    to: date || undefined,
    when: when || undefined,
    pageNo: list.pageNo,
    perPage: PER_PAGE,
  });
  const [creating, setCreating] = useState(false);
  const batch: Option | null = list.batch ? { _id: list.batch, label: list.batchName || list.batch } : null;
  const teacher: Option | null = list.teacher ? { _id: list.teacher, label: list.teacherName || list.teacher } : null;
  const filtered = !!(list.batch || list.teacher || date || when);
  return (
    <>
      <PageHeader
        title="Classes"
        description="Every class of the institute, from the timetables and created one-off. Open a class to take its register."
        actions={
          <Button onClick={() => setCreating(true)}>
            <PlusIcon className="size-4" /> Create Class
          </Button>
        }
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <OptionPicker
          label="Batch"
          required={false}
          value={batch}
          onChange={(o) => setList((p) => ({ ...p, batch: o?._id ?? '', batchName: o?.label ?? '', pageNo: 1 }))}
          useOptions={useBatchOptions}
          placeholder="All batches"
        />
        <OptionPicker
          label="Teacher"
          required={false}
          value={teacher}
          onChange={(o) => setList((p) => ({ ...p, teacher: o?._id ?? '', teacherName: o?.label ?? '', pageNo: 1 }))}
          useOptions={useTeacherOptions}
          placeholder="All teachers"
        />
        <div>
          <label htmlFor={`${id}-date`} className="mb-1.5 block text-sm font-medium text-slate-700">
            Day
          </label>
          <input
            id={`${id}-date`}
            type="date"
            value={date}
            onChange={(e) => setList((p) => ({ ...p, date: e.target.value, when: '', pageNo: 1 }))}
            className={control}
          />
        </div>
        <div className="flex items-end">
          <Button
            variant="secondary"
            disabled={!filtered}
            onClick={() => setList({ when: '', date: '', batch: '', batchName: '', teacher: '', teacherName: '', pageNo: 1 })}
          >
            Clear filters
          </Button>
        </div>
      </div>
      <div className="mb-4">
        <WhenTabs value={when} onChange={(w) => setList((p) => ({ ...p, when: w, date: '', pageNo: 1 }))} />
      </div>
      <ClassGrid
        q={q}
        hrefOf={(c) => pathTo(paths.adminClass, { classId: c._id })}
        onPage={(n) => setList((p) => ({ ...p, pageNo: n }))}
        emptyTitle={filtered ? 'No data found' : 'No classes yet'}
      />
      <CreateClassDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
