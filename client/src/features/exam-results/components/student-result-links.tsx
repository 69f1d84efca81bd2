import { useState } from 'react';
import { Link } from 'wouter';
import { Card, CardHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { Pagination } from '@/components/pagination';
import { SearchInput } from '@/components/search-input';
import { UserAvatar } from '@/components/user-avatar';
import { STUDENTS_PER_PAGE, useExam, useStudentAttended } from '@/features/exams';
import { errorMessage } from '@/lib/api-client';
import { studentResultHref } from './student-links';

/**
 * The exam's results page: the batch's students (GET exam/student-attended of its first subject exam, 10 a page, searched
 * by name), each opening their result in the exam with its report card.
 */
export function StudentResultLinks({ panel, examId }: { panel: 'admin' | 'teacher'; examId: string }) {
  const exam = useExam(examId).data?.data;
  const first = exam && Array.isArray(exam.subjects) ? exam.subjects[0]?._id : undefined;
  const [params, setParams] = useState({ pageNo: 1, perPage: STUDENTS_PER_PAGE, searchTitle: '' });
  const q = useStudentAttended(first ?? '', params);
  if (!first) return null;
  const rows = q.data?.data ?? [];
  return (
    <Card className="mt-6">
      <CardHeader title="Results by student" subtitle="Marks, percentage, grade, rank and the report card" />
      <div className="px-5 pt-3 pb-5">
        <div className="mb-4">
          <SearchInput
            label="Search students"
            placeholder="Search by name"
            value={params.searchTitle}
            onSearch={(searchTitle) => setParams((p) => ({ ...p, pageNo: 1, searchTitle }))}
          />
        </div>
        {q.isPending ? (
          <span className="skeleton block h-32 w-full" aria-busy="true" />
        ) : q.error ? (
          <EmptyState title="Could not load the students" text={errorMessage(q.error)} />
        ) : rows.length === 0 ? (
          <EmptyState title="No student available" />
        ) : (
          <>
            <ul className="divide-y divide-slate-100" aria-label="Students">
              {rows.map((r) => (
                <li key={r.student._id}>
                  <Link
                    href={studentResultHref(panel, examId, r.student._id)}
                    className="flex items-center gap-3 rounded-lg px-2 py-2.5 hover:bg-slate-50"
                  >
                    <UserAvatar name={r.student.displayName} photoUrl={r.student.photoUrl} />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium text-slate-900">{r.student.displayName}</span>
                      <span className="block truncate text-xs text-slate-600">
                        {[r.student.rollNumber ? `Roll ${r.student.rollNumber}` : '', r.student.registrationNumber]
                          .filter(Boolean)
                          .join(' · ') || r.student.email}
                      </span>
                    </span>
                    <span className="shrink-0 text-sm font-medium text-brand-700">Result</span>
                  </Link>
                </li>
              ))}
            </ul>
            {q.data ? (
              <div className="mt-4">
                <Pagination info={q.data} onPage={(pageNo) => setParams((p) => ({ ...p, pageNo }))} label="Student pages" />
              </div>
            ) : null}
          </>
        )}
      </div>
    </Card>
  );
}
