import { Link } from 'wouter';
import { PageHeader } from '@/components/card';
import { paths } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LmsSection } from './teacher-dashboard-page';

/**
 * /panel/teacher/lms/dashboard (002 §2 live class dashboard): the LMS stat cards (Todays Class, Upcoming Class or '--:--',
 * Students, Batches → the batch list), Batch Wise Class and LMS Class Weekly ('No data available' when empty). The figures
 * move live: a class scheduled, held or ended refreshes them (dashboards/push.ts).
 */
export function TeacherLmsDashboardPage() {
  useDocumentTitle('LMS Dashboard');
  return (
    <>
      <PageHeader
        title="LMS Dashboard"
        description="Your online classes and their batches. Figures update as soon as anything changes."
        actions={
          <Link
            href={paths.teacherLms}
            className="inline-flex h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-700"
          >
            Live Classes
          </Link>
        }
      />
      <LmsSection heading={false} />
    </>
  );
}
