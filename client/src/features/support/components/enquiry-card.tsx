import type { Enquiry } from '@school/contracts';
import { Link } from 'wouter';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/cn';

const ROLE_LABEL: Record<string, string> = { STUDENT: 'Student', PARENT: 'Parent', TEACHER: 'Teacher', STAFF: 'Staff', MANAGER: 'Manager' };

/** One enquiry: subject, when it was opened, its status and the latest message (002 §2 Previous Queries). */
export function EnquiryCard({ enquiry: e, href, showUser }: { enquiry: Enquiry; href: string; showUser?: boolean }) {
  const latest = e.recentMessage.latest;
  return (
    <li>
      <Link
        href={href}
        className="block rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200/80 transition hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <p className="min-w-0 font-semibold break-words text-slate-900">{e.subject}</p>
          <span
            className={cn(
              'shrink-0 rounded-full px-2 py-0.5 text-xs font-medium',
              e.resolved ? 'bg-slate-100 text-slate-700' : 'bg-amber-50 text-amber-800 ring-1 ring-amber-200',
            )}
          >
            {e.resolved ? 'Resolved' : 'Open'}
          </span>
        </div>
        <p className="mt-0.5 text-xs text-slate-600">
          {showUser ? `${e.user.name} (${ROLE_LABEL[e.user.role] ?? e.user.role}) · ` : ''}
          Opened {formatDateTime(e.createdAt)} · {e.messageCount} {e.messageCount === 1 ? 'message' : 'messages'}
        </p>
        <p className="mt-2 line-clamp-2 text-sm break-words text-slate-700">
          <span className="font-medium">{latest.from === 'STAFF' ? 'Office' : latest.sender.name}: </span>
          {latest.message}
        </p>
      </Link>
    </li>
  );
}
