import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ChevronLeftIcon, PencilIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { canManage, paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { StudentFeesSection } from '@/features/student-fees';
import { StudentAttendanceSection } from '@/features/student-attendance';
import { useMyModules } from '@/features/identity';
import { ProfileResultCards } from '@/features/exam-results';
import { batchLabel } from '../api/students';
import { useUserDetails } from '../api/users';
import { DetailSection } from '../components/detail-list';
import { StudentAssignmentsSection } from '../components/student-assignments-section';
import { EditStudentDrawer } from '../components/edit-student-drawer';
import { ResendInvitationButton } from '../components/resend-invitation-button';
import { SendEmailButton } from '@/features/mail';
import { genderLabel } from '@/components/person-options';
import { UserAvatar } from '@/components/user-avatar';
// ---- transport riders (riders) ----
import { transportLine, useStudentTransport } from '@/features/transport';
// ---- end transport riders ----
// ---- records (records) ----
import { RecordsSection } from '@/features/records';
// ---- end records ----

const yesNo = (v: boolean | null | undefined) => (v === true ? 'Yes' : v === false ? 'No' : null);
const day = (v: string | null | undefined) => (v ? v.slice(0, 10) : null);

/** /panel/admin/student/:id and /panel/admin/alumni/:id: the profile (001 §2) with Edit Student Details. */
export function StudentProfilePage({ alumni = false }: { alumni?: boolean }) {
  const { id = '' } = useParams<{ id: string }>();
  const details = useUserDetails(id, { academics: true, address: true });
  const u = details.data?.data;
  useDocumentTitle(u?.displayName ?? 'Student');
  const role = useSession()?.user.role;
  // The fees section reads payment calls: MANAGER and STAFF see it only with the payment module (no access error).
  const modules = useMyModules().data;
  const seesFees = (role !== 'MANAGER' && role !== 'STAFF') || (modules ?? []).includes('payment');
  // The result cards read exam calls: MANAGER and STAFF see them only with the exam module.
  const seesResults = (role !== 'MANAGER' && role !== 'STAFF') || (modules ?? []).includes('exam');
  // The assignments' call is the assignment module's, also readable with the student module (which opens this page).
  const seesAssignments = (role !== 'MANAGER' && role !== 'STAFF') || (modules ?? []).some((m) => m === 'assignment' || m === 'student');
  const manage = role ? canManage(role) : false;
  const [editing, setEditing] = useState(false);
  // ---- transport riders (riders) ----
  // The office (MANAGER/STAFF with the transport module), the student and their parent read the stop; others see yes/no.
  const seesStop =
    role === 'ADMIN' || role === 'SUPER_ADMIN' || role === 'STUDENT' || role === 'PARENT' || (modules ?? []).includes('transport');
  const transport = useStudentTransport(id, seesStop && u?.role === 'STUDENT').data?.data;
  // ---- end transport riders ----
  const a = u?.addressDetails;
  const ac = u?.academicDetails;
  return (
    <>
      <Link
        href={alumni ? paths.alumni : paths.student}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
      >
        <ChevronLeftIcon className="size-4" />
        {alumni ? 'Alumni' : 'Students'}
      </Link>
      {details.error ? (
        <EmptyState title="Could not load the student" text={errorMessage(details.error)} />
      ) : !u ? (
        <div className="space-y-3" aria-busy="true">
          <span className="skeleton block h-24 w-full" />
          <span className="skeleton block h-48 w-full" />
        </div>
      ) : (
        <>
          <Card className="mb-6 flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
            <UserAvatar name={u.displayName} photoUrl={u.photoUrl} size="lg" />
            <div className="min-w-0 flex-1">
              <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{u.displayName}</h1>
              <p className="mt-1 text-sm break-words text-slate-600">
                {u.email} · {u.countryCode} {u.phoneNumber}
              </p>
              <p className="mt-1 text-sm text-slate-600" data-testid="student-batch">
                {batchLabel(ac?.batch)}
                {ac?.registrationNumber ? ` · Reg. ${ac.registrationNumber}` : ''}
              </p>
            </div>
            {manage || role === 'STAFF' ? (
              <div className="flex flex-wrap gap-2">
                {manage ? <ResendInvitationButton userId={u._id} /> : null}
                {/* 000 §2 Send Email: the office (a STAFF member here holds the student module). */}
                <SendEmailButton userId={u._id} name={u.displayName} />
                {manage ? (
                  <Button onClick={() => setEditing(true)}>
                    <PencilIcon className="size-4" />
                    Edit Student Details
                  </Button>
                ) : null}
              </div>
            ) : null}
          </Card>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <DetailSection
              title="Parent Details"
              items={[
                ['Father Name', a?.fatherName],
                ['Mother Name', a?.motherName],
                ['Parent Number', a?.parentNumber],
                ['Parent Email', a?.parentEmail],
              ]}
            />
            <DetailSection
              title="Admission Details"
              items={[
                ['Batch', ac?.batch ? batchLabel(ac.batch) : null],
                ['Registration No', ac?.registrationNumber],
                ['Roll Number', ac?.rollNumber],
                ['Application No', ac?.applicationNumber],
                ['Enrollment Code', ac?.enrollmentCode],
                ['Library Card Number', ac?.libraryCardNumber],
                ['Hostel', yesNo(ac?.isHostler)],
                // ---- transport riders (riders) ----
                ['Transport', transport ? transportLine(transport) : yesNo(ac?.isUsingTransport)],
                // ---- end transport riders ----
              ]}
            />
            <DetailSection
              title="Other Details"
              items={[
                ['Gender', genderLabel(u.gender)],
                ['Caste', u.caste],
                ['Date of birth', day(u.dateOfBirth)],
                ['Aadhar Number', a?.aadharNumber],
                ['Address', a?.address],
                ['City', a?.city],
                ['District', a?.district],
                ['State', a?.state],
                ['Pin Code', a?.pinCode],
                ['Joined', formatDateTime(u.createdAt)],
              ]}
            />
          </div>
          {seesFees ? (
            <div className="mt-8">
              <StudentFeesSection studentId={u._id} studentName={u.displayName} />
            </div>
          ) : null}
          {alumni ? null : (
            <div className="mt-8">
              <StudentAttendanceSection studentId={u._id} studentName={u.displayName} />
            </div>
          )}
          {seesAssignments ? (
            <div className="mt-8">
              <StudentAssignmentsSection studentId={u._id} studentName={u.displayName} />
            </div>
          ) : null}
          {seesResults ? (
            <div className="mt-8">
              <ProfileResultCards studentId={u._id} />
            </div>
          ) : null}
          {/* ---- records (records) ---- */}
          <div className="mt-8">
            <RecordsSection studentId={u._id} editable={role !== undefined && role !== 'TEACHER'} />
          </div>
          {/* ---- end records ---- */}
          {manage ? <EditStudentDrawer student={u} open={editing} onClose={() => setEditing(false)} /> : null}
        </>
      )}
    </>
  );
}
