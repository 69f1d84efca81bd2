import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PageHeader } from '@/components/card';
import { ChartCard } from '@/components/chart-card';
import { BriefcaseIcon, BuildingIcon, CapIcon, ClockIcon, UserPlusIcon, UsersIcon } from '@/components/icons';
import { StatCard, type Tone } from '@/components/stat-card';
import { errorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { useCanUse } from '@/features/identity';
import { paths } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDepartmentStat } from '../api/get-department-stat';
import { useNewAdmission, useStaffStatistic, useStudentReport } from '../api/get-people-stats';
import { DateRangeFilter } from '../components/date-range-filter';
import { DepartmentWiseStaffsChart } from '../components/department-wise-staffs-chart';
import { StaffShares } from '../components/staff-shares';
import { useStatRange } from '../components/stat-range';

interface Figure {
  title: string;
  value: number | undefined;
  icon: ReactNode;
  tone: Tone;
}

function Cards({ label, figures, loading }: { label: string; figures: Figure[]; loading: boolean }) {
  return (
    <section aria-label={label} className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {figures.map((f) => (
        <StatCard
          key={f.title}
          title={f.title}
          value={f.value === undefined ? '–' : formatCount(f.value)}
          icon={f.icon}
          tone={f.tone}
          loading={loading}
        />
      ))}
    </section>
  );
}

function ErrorLine({ error }: { error: unknown }) {
  return error ? (
    <p role="alert" className="mb-4 rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800">
      {errorMessage(error)}
    </p>
  ) : null;
}

function QuickLink({ href, children }: { href: string; children: ReactNode }) {
  const canUse = useCanUse();
  if (!canUse(href)) return null;
  return (
    <Link
      href={href}
      className="inline-flex h-10 items-center rounded-lg bg-white px-4 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50"
    >
      {children}
    </Link>
  );
}

const LIVE = 'Figures update as soon as anything changes.';

/** /panel/admin/student/dashboard: the student report (001 §2 Total Students card). */
export function StudentStatsDashboardPage() {
  useDocumentTitle('Student Dashboard');
  const q = useStudentReport();
  const d = q.data;
  return (
    <>
      <PageHeader
        title="Student Dashboard"
        description={`Students of the institute by gender. ${LIVE}`}
        actions={<QuickLink href={paths.studentBulkUpload}>Upload Students</QuickLink>}
      />
      <ErrorLine error={q.error} />
      <Cards
        label="Student statistics"
        loading={q.isPending}
        figures={[
          { title: 'Students Added', value: d?.totalStudent, icon: <UsersIcon />, tone: 'brand' },
          { title: 'Boys', value: d?.totalMale, icon: <CapIcon />, tone: 'sky' },
          { title: 'Girls', value: d?.totalFemale, icon: <CapIcon />, tone: 'rose' },
          { title: 'Others', value: d?.totalOther, icon: <CapIcon />, tone: 'violet' },
        ]}
      />
      <div className="mt-6">
        <ChartCard
          title="Students by gender"
          subtitle={d ? `${formatCount(d.totalStudent)} students in all` : undefined}
          loading={q.isPending}
          error={q.error ? errorMessage(q.error) : null}
          categories={['Boys', 'Girls', 'Others']}
          values={[d?.totalMale ?? 0, d?.totalFemale ?? 0, d?.totalOther ?? 0]}
          seriesName="Students"
          emptyTitle="No students yet"
          zeroNote="No students registered yet"
        />
      </div>
    </>
  );
}

/** /panel/admin/staff/dashboard: staff statistics (001 §2). */
export function StaffStatsDashboardPage() {
  useDocumentTitle('Staff Dashboard');
  const { range } = useStatRange();
  const q = useStaffStatistic(range);
  const d = q.data;
  return (
    <>
      <PageHeader
        title="Staff Dashboard"
        description={`New staff in the chosen period; on leave and the teaching split are as of today. ${LIVE}`}
        actions={
          <>
            <QuickLink href={paths.staffAttendance}>Staff Attendance</QuickLink>
            <QuickLink href={paths.staffBulkUpload}>Upload Staff</QuickLink>
            <DateRangeFilter />
          </>
        }
      />
      <ErrorLine error={q.error} />
      <Cards
        label="Staff statistics"
        loading={q.isPending}
        figures={[
          { title: 'New Staff', value: d?.totalNewStaff, icon: <UserPlusIcon />, tone: 'brand' },
          { title: 'On Leave (absent today)', value: d?.totalAbsent, icon: <ClockIcon />, tone: 'amber' },
          { title: 'Teaching Staff', value: d?.totalTeachingStaff, icon: <CapIcon />, tone: 'sky' },
          { title: 'Non-teaching Staff', value: d?.totalNonteachingStaff, icon: <BriefcaseIcon />, tone: 'teal' },
        ]}
      />
      <div className="mt-6">
        <StaffShares
          teaching={d?.totalTeachingStaff ?? 0}
          nonTeaching={d?.totalNonteachingStaff ?? 0}
          away={d?.totalAbsent ?? 0}
          loading={q.isPending}
        />
      </div>
    </>
  );
}

/** /panel/admin/admission/dashboard: new admissions in a date range (001 §2). */
export function AdmissionDashboardPage() {
  useDocumentTitle('Admissions Dashboard');
  const { range } = useStatRange();
  const q = useNewAdmission(range);
  const d = q.data;
  const g = (id: string) => d?.genderWise.find((x) => x._id === id)?.total;
  return (
    <>
      <PageHeader title="New Admissions" description={`Students registered in the chosen period. ${LIVE}`} actions={<DateRangeFilter />} />
      <ErrorLine error={q.error} />
      <Cards
        label="Admission statistics"
        loading={q.isPending}
        figures={[
          { title: 'New Admissions', value: d?.totalNewAdmission, icon: <UserPlusIcon />, tone: 'orange' },
          { title: 'Boys', value: d ? (g('MALE') ?? 0) : undefined, icon: <CapIcon />, tone: 'sky' },
          { title: 'Girls', value: d ? (g('FEMALE') ?? 0) : undefined, icon: <CapIcon />, tone: 'rose' },
        ]}
      />
      <div className="mt-6">
        <ChartCard
          title="New admissions by gender"
          loading={q.isPending}
          error={q.error ? errorMessage(q.error) : null}
          categories={['Boys', 'Girls', 'Others']}
          values={[g('MALE') ?? 0, g('FEMALE') ?? 0, Math.max(0, (d?.totalNewAdmission ?? 0) - (g('MALE') ?? 0) - (g('FEMALE') ?? 0))]}
          seriesName="Admissions"
          emptyTitle="No admissions"
          zeroNote="No admissions in this period"
        />
      </div>
    </>
  );
}

/** /panel/admin/department/dashboard: department totals and staff per department (001 §2). */
export function DepartmentStatsDashboardPage() {
  useDocumentTitle('Department Dashboard');
  const q = useDepartmentStat();
  const d = q.data;
  return (
    <>
      <PageHeader
        title="Department Dashboard"
        description={`Departments and the staff assigned to them. ${LIVE}`}
        actions={<QuickLink href={paths.department}>Manage departments</QuickLink>}
      />
      <ErrorLine error={q.error} />
      <Cards
        label="Department statistics"
        loading={q.isPending}
        figures={[
          { title: 'Departments', value: d?.totalDepartment, icon: <BuildingIcon />, tone: 'violet' },
          { title: 'Staff in departments', value: d?.totalEmployee, icon: <UsersIcon />, tone: 'brand' },
        ]}
      />
      <div className="mt-6">
        <DepartmentWiseStaffsChart />
      </div>
    </>
  );
}
