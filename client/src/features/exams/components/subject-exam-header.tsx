import { Card } from '@/components/card';
import { AlertIcon, CheckCircleIcon, CloseIcon, ExamIcon, UsersIcon } from '@/components/icons';
import { StatCard } from '@/components/stat-card';
import type { SubjectExam } from '../api/types';
import { examBatchLine } from './exam-card';
import { examDay, examDuration, showDay, showTime } from '@/lib/exam-time';

/**
 * 002 §2 exam subject details: exam title, date and time range, duration, subject, full and pass marks, and five stat
 * tiles (students, absent, passed, failed, questions).
 */
export function SubjectExamHeader({ s }: { s: SubjectExam }) {
  const facts: [string, string][] = [
    ['Exam', s.exam.title],
    ['Date and time', `${showDay(examDay(s.startTime))}, ${showTime(s.startTime)} – ${showTime(s.endTime)}`],
    ['Duration', examDuration(s.startTime, s.endTime)],
    ['Subject', s.subject.title || 'Not Available'],
    ['Full marks', String(s.fullMark)],
    ['Pass marks', String(s.passMark)],
    ['Batch', examBatchLine(s.batch)],
    ['Created by', s.createdBy.displayName || 'Not Available'],
  ];
  return (
    <div className="space-y-4">
      <Card className="p-5" data-testid="subject-exam-details">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
          {facts.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs font-medium text-slate-500">{label}</dt>
              <dd className="font-medium break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        <StatCard title="Total Students" value={String(s.totalStudents)} icon={<UsersIcon />} tone="brand" />
        <StatCard title="Absent" value={String(s.absentStudent)} icon={<AlertIcon />} tone="amber" />
        <StatCard title="Passed" value={String(s.passStudent)} icon={<CheckCircleIcon />} tone="emerald" />
        <StatCard title="Failed" value={String(s.failStudent)} icon={<CloseIcon />} tone="rose" />
        <StatCard title="Questions" value={String(s.totalQuestion)} icon={<ExamIcon />} tone="violet" />
      </div>
    </div>
  );
}
