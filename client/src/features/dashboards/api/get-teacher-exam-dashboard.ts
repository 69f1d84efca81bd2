import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Envelope, type PagedEnvelope } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/* The teacher's exam figures (002 §2 Teacher dashboard; §3 Exam dashboard data), over the batches they teach. */

export interface TeacherSuccessRate {
  totalStudentPassPercentage: number;
  totalStudentPass: number;
}
export interface TeacherPreviousExam {
  _id: string;
  title: string;
  boys: number;
  girls: number;
  other: number;
}
export interface TeacherExamCardStat {
  completeExam: number;
  upcomingExam: number;
  ongoing: number;
}
export interface TeacherExamOverview {
  _id: string;
  totalExamCount: number;
}

/** 002 §9: the previous exam result chart shows ten exams. */
export const PREVIOUS_EXAMS_PER_PAGE = 10;

const get = <T>(path: string, signal: AbortSignal) => api.get<Envelope<T>>(`dashboard/teacher/${path}`, { signal }).then((r) => r.data);

export const useTeacherSuccessRate = () =>
  useQuery({
    queryKey: dashboardKeys.teacher('student-success-rate'),
    queryFn: ({ signal }) => get<TeacherSuccessRate>('student-success-rate', signal),
  });
export const useTeacherExamCardStat = () =>
  useQuery({
    queryKey: dashboardKeys.teacher('exam-card-stat'),
    queryFn: ({ signal }) => get<TeacherExamCardStat>('exam-card-stat', signal),
  });
export const useTeacherExamOverview = () =>
  useQuery({
    queryKey: dashboardKeys.teacher('exam-overview'),
    queryFn: ({ signal }) => get<TeacherExamOverview[]>('exam-overview', signal),
  });

/** GET dashboard/teacher/previous-exam-result?perPage=10&pageNo: pass counts per exam by gender. */
export const useTeacherPreviousExams = (pageNo: number) =>
  useQuery({
    queryKey: [...dashboardKeys.teacher('previous-exam-result'), pageNo],
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<TeacherPreviousExam>>('dashboard/teacher/previous-exam-result', {
        query: { perPage: PREVIOUS_EXAMS_PER_PAGE, pageNo },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
