import { Link, useParams } from 'wouter';
import { PageHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ChevronLeftIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { canManage, paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { resources, useResourceItem, type AnyRow } from '../api/resources';
import { branchConfig } from '../components/configs';
import { EntitySection } from '../components/entity-section';

/** /panel/admin/config/:courseId: View Branches of a course (000 §2), with Add Branch, edit and delete. */
export function CourseBranchesPage() {
  const { courseId = '' } = useParams<{ courseId: string }>();
  const course = useResourceItem<AnyRow>(resources.course, courseId);
  const title = course.data ? String(course.data.data.title) : 'Course';
  useDocumentTitle(`${title} · Branches`);
  const role = useSession()?.user.role;
  const manage = role ? canManage(role) : false;
  return (
    <>
      <Link
        href={`${paths.config}?tab=courses`}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
      >
        <ChevronLeftIcon className="size-4" />
        Courses
      </Link>
      {course.error ? (
        <EmptyState title="Could not load the course" text={errorMessage(course.error)} />
      ) : (
        <>
          <PageHeader
            title={course.isPending ? 'Loading…' : `${title} branches`}
            description={
              course.data ? `${String(course.data.data.duration)} year course. ${String(course.data.data.description ?? '')}` : undefined
            }
          />
          <EntitySection config={branchConfig(courseId)} manage={manage} />
        </>
      )}
    </>
  );
}
