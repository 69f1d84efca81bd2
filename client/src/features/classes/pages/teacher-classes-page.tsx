import { useState } from 'react';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/card';
import { PlusIcon } from '@/components/icons';
import { pathTo, paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import { useTeacherClasses } from '../api/get-teacher-classes';
import { ClassGrid } from '../components/class-grid';
import { CreateClassDialog } from '../components/create-class-dialog';
import { asWhen, WhenTabs } from '../components/when-tabs';

const PER_PAGE = 12;
const EMPTY = { today: 'No Classes Today', upcoming: 'No upcoming classes', past: 'No past classes' } as const;

/** /panel/teacher/class: the teacher's own classes (GET teacher/class/:userId), today's first; each opens its register. */
export function TeacherClassesPage() {
  useDocumentTitle('Classes');
  const me = useSession()?.user;
  const [list, setList] = useListParams({ when: 'today', pageNo: 1 });
  const when = asWhen(list.when) || 'today';
  const q = useTeacherClasses(me?._id ?? '', { when, pageNo: list.pageNo, perPage: PER_PAGE });
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title="Classes"
        description="Your classes from your batches' timetables and the ones you created. Open a class to take its register."
        actions={
          <Button onClick={() => setCreating(true)}>
            <PlusIcon className="size-4" /> Create Class
          </Button>
        }
      />
      <div className="mb-4">
        <WhenTabs value={when} onChange={(w) => setList((p) => ({ ...p, when: w, pageNo: 1 }))} />
      </div>
      <ClassGrid
        q={q}
        hrefOf={(c) => pathTo(paths.teacherClass, { classId: c._id })}
        onPage={(n) => setList((p) => ({ ...p, pageNo: n }))}
        emptyTitle={EMPTY[when]}
      />
      <CreateClassDialog open={creating} onClose={() => setCreating(false)} me={me ? { _id: me._id, label: me.displayName } : undefined} />
    </>
  );
}
