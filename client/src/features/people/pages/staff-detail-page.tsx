import { Link, useParams } from 'wouter';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ChevronLeftIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { pathTo, paths, roleLabel } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { StaffPaySection } from '@/features/payroll';
import type { Role } from '@school/contracts';
import { useUserDetails } from '../api/users';
import { DetailSection } from '../components/detail-list';
import { genderLabel } from '@/components/person-options';
import { UserAvatar } from '@/components/user-avatar';
import { BlockBadge } from './staff-page';
import { ResendInvitationButton } from '../components/resend-invitation-button';
import { SendEmailButton } from '@/features/mail';

const title = (v: unknown): string | null =>
  v && typeof v === 'object' && 'title' in v ? String((v as { title: unknown }).title) : typeof v === 'string' ? v : null;

/** /panel/admin/staff/:id: a staff member's details (001 §2). */
export function StaffDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const details = useUserDetails(id, { employee: true, address: true, bank: true });
  const u = details.data?.data;
  useDocumentTitle(u?.displayName ?? 'Staff');
  const e = u?.employeeDetails;
  const a = u?.addressDetails;
  const b = u?.bankDetails;
  return (
    <>
      <Link
        href={u?.role === 'STAFF' ? paths.nonTeachingStaff : paths.teachingStaff}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
      >
        <ChevronLeftIcon className="size-4" />
        Staff
      </Link>
      {details.error ? (
        <EmptyState title="Could not load the staff member" text={errorMessage(details.error)} />
      ) : !u ? (
        <span className="skeleton block h-40 w-full" aria-busy="true" />
      ) : (
        <>
          <Card className="mb-6 flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
            <UserAvatar name={u.displayName} photoUrl={u.photoUrl} size="lg" />
            <div className="min-w-0 flex-1">
              <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{u.displayName}</h1>
              <p className="mt-1 text-sm break-words text-slate-600">
                {roleLabel(u.role as Role)} · {u.email} · {u.countryCode} {u.phoneNumber}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <Link
                href={pathTo(paths.staffAttendanceCalendar, { staffId: u._id })}
                className="text-sm font-medium text-brand-700 hover:underline"
              >
                Monthly attendance
              </Link>
              <BlockBadge status={u.blockStatus} />
              <ResendInvitationButton userId={u._id} />
              {/* 000 §2 Send Email: whoever opens this page holds the staff module (or is an admin). */}
              <SendEmailButton userId={u._id} name={u.displayName} />
            </div>
          </Card>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <DetailSection
              title="Employment"
              items={[
                ['Employment code', e?.employmentCode],
                ['Department', u.departmentTitle],
                ['Designation', title(e?.designation ?? u.designation)],
                ['Experience since', (e?.experience ?? u.experience)?.slice(0, 10)],
                ['Joined', formatDateTime(u.createdAt)],
              ]}
            />
            <DetailSection
              title="Personal"
              items={[
                ['Gender', genderLabel(u.gender)],
                ['Caste', u.caste],
                ['Date of birth', u.dateOfBirth?.slice(0, 10)],
                ['Aadhar Number', a?.aadharNumber],
                ['Emergency contact', a?.emergencyContactName ? `${a.emergencyContactName} ${a.emergencyContactNumber ?? ''}` : null],
                ['Address', [a?.address, a?.city, a?.state, a?.pinCode].filter(Boolean).join(', ')],
              ]}
            />
            <DetailSection
              title="Bank Details"
              items={[
                ['Account holder', b?.accountHolderName],
                ['Account number', b?.accountNumber],
                ['IFSC code', b?.ifscCode],
                ['Bank', b?.bankName],
              ]}
            />
          </div>
          <StaffPaySection staffId={u._id} />
        </>
      )}
    </>
  );
}
