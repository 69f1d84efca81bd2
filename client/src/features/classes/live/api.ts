import type { Static } from '@sinclair/typebox';
import type { ClassJoinReply, EndClassReply, LiveNotificationReply } from '@school/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';
import { classKeys } from '../api/class-keys';
import type { ClassView } from '../api/types';

export type JoinReply = Static<typeof ClassJoinReply>;
export type JoinInfo = JoinReply['data'];

/**
 * POST lms/join/:classId (002 §4 joining a class): may the caller join now? The reply's `{ error }` (one of
 * CLASS_JOIN_ERRORS, in the spec's words) comes back as an ApiError with that message.
 */
export const joinClass = (classId: string) => api.post<JoinReply>(`lms/join/${encodeURIComponent(classId)}`);

/** POST lms/end-class/:classId: the teacher ends the class (students still in it leave, those who never joined are absent). */
export function useEndClass() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (classId: string) => api.post<Static<typeof EndClassReply>>(`lms/end-class/${encodeURIComponent(classId)}`),
    onSuccess: () => invalidateUnlessPushed(qc, ['lecture', 'lecture_mark']),
  });
}

/** POST lms/create-notification/:classId: Go Live with "Notify students" tells each student of the batch. */
export const notifyStudents = (classId: string) =>
  api.post<Static<typeof LiveNotificationReply>>(`lms/create-notification/${encodeURIComponent(classId)}`);

/** DELETE lms/chat/:classId/:messageId: the teacher removes a chat message (the room hears message-removed). */
export function useRemoveChatMessage(classId: string) {
  return useMutation({
    mutationFn: (messageId: string) =>
      api.delete<{ message: string }>(`lms/chat/${encodeURIComponent(classId)}/${encodeURIComponent(messageId)}`),
  });
}

export type LmsWhen = 'today' | 'upcoming' | 'past';
export interface LmsListParams {
  when: LmsWhen;
  pageNo: number;
  perPage: number;
}

/**
 * The online classes a role's LMS page lists: a teacher's own (GET teacher/class/:userId?type=ONLINE), a student's batch's
 * (GET student/lms?type=ONLINE), the institute's for the office (GET class?type=ONLINE).
 */
export function lmsClassesQueryOptions(viewer: { role: string; _id: string }, params: LmsListParams) {
  const query = { ...params, type: 'ONLINE' };
  const path =
    viewer.role === 'TEACHER' ? `teacher/class/${encodeURIComponent(viewer._id)}` : viewer.role === 'STUDENT' ? 'student/lms' : 'class';
  return queryOptions({
    queryKey: [...classKeys.all, 'lms', viewer.role, viewer._id, params] as const,
    queryFn: ({ signal }) => api.get<PagedEnvelope<ClassView>>(path, { query, signal }),
    placeholderData: (previous) => previous,
  });
}

export const useLmsClasses = (viewer: { role: string; _id: string } | undefined, params: LmsListParams) =>
  useQuery({ ...lmsClassesQueryOptions(viewer ?? { role: '', _id: '' }, params), enabled: !!viewer });
