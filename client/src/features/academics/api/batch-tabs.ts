import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssignTeacherBody, BatchAnnouncement, BatchAnnouncementBody, BatchMaterial, BatchTeacherRow, CreateTimetableBody, TimetableDayGroup,
  TimetableSlot,
} from '@school/contracts';
import type { Option } from '@/components/option-picker';
import { api, type Envelope, type PagedEnvelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';
import { academicKeys } from './academic-keys';

/** The tabs' replies (docs/api.md "Batch tabs"), as contracts defines them. */
export type { BatchAnnouncement, BatchMaterial, TimetableSlot, Option };

const enc = encodeURIComponent;
/** Query keys per read model, so a push `change` of that model refreshes the tab (push-invalidation). */
export const batchTabKeys = {
  timetable: (batchId: string) => academicKeys.list('timetable_slot', { batchId }),
  materials: (batchId: string, pageNo: number) => academicKeys.list('batch_material', { batchId, pageNo }),
  announcements: (batchId: string, pageNo: number) => academicKeys.list('batch_announcement', { batchId, pageNo }),
  teachers: (batchId: string) => academicKeys.list('batch_teacher', { batchId }),
  /** A batch's students: a `student` or `app_user` push refreshes them (academics/push.ts). */
  students: (batchId: string, params: object) => academicKeys.list('batch_student', { batchId, ...params }),
};

/** GET batch/:batchId/timetable: six days, Monday to Saturday. */
export const useBatchTimetable = (batchId: string) =>
  useQuery({
    queryKey: batchTabKeys.timetable(batchId),
    queryFn: ({ signal }) => api.get<Envelope<TimetableDayGroup[]>>(`batch/${enc(batchId)}/timetable`, { signal }),
    enabled: !!batchId,
  });

/** POST batch/timetable/:batchId (the dialog shows the server's error and stays open, 002 §8). */
export function useCreateSlot(batchId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTimetableBody) => api.post<Envelope<TimetableSlot>>(`batch/timetable/${enc(batchId)}`, body),
    onSuccess: () => invalidateUnlessPushed(qc, ['timetable_slot']),
  });
}

/** DELETE batch/timetable/delete/:id. */
export function useDeleteSlot() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<Envelope<{ _id: string }>>(`batch/timetable/delete/${enc(id)}`),
    onSuccess: () => invalidateUnlessPushed(qc, ['timetable_slot']),
  });
}

/** GET batch/:batchId/materials?perPage&pageNo (designed). */
export const useBatchMaterials = (batchId: string, pageNo: number, perPage: number) =>
  useQuery({
    queryKey: batchTabKeys.materials(batchId, pageNo),
    queryFn: ({ signal }) => api.get<PagedEnvelope<BatchMaterial>>(`batch/${enc(batchId)}/materials`, { query: { perPage, pageNo }, signal }),
    placeholderData: keepPreviousData,
  });

/** POST batch/material/:batchId, multipart title, description, file (designed). */
export function useUploadMaterial(batchId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { title: string; description: string; file: File }) => {
      const form = new FormData();
      form.set('title', v.title);
      if (v.description) form.set('description', v.description);
      form.set('file', v.file);
      return api.post<Envelope<BatchMaterial>>(`batch/material/${enc(batchId)}`, form);
    },
    onSuccess: () => invalidateUnlessPushed(qc, ['batch_material']),
  });
}

/** DELETE batch/material-delete/:id (001 §7). */
export function useDeleteMaterial() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<Envelope<{ _id: string }>>(`batch/material-delete/${enc(id)}`),
    onSuccess: () => invalidateUnlessPushed(qc, ['batch_material']),
  });
}

/** GET batch/:batchId/announcements?perPage&pageNo (designed). */
export const useBatchAnnouncements = (batchId: string, pageNo: number, perPage: number) =>
  useQuery({
    queryKey: batchTabKeys.announcements(batchId, pageNo),
    queryFn: ({ signal }) => api.get<PagedEnvelope<BatchAnnouncement>>(`batch/${enc(batchId)}/announcements`, { query: { perPage, pageNo }, signal }),
    placeholderData: keepPreviousData,
  });

/** POST batch/announcement/:batchId { title, description } (designed; notifies the batch's students). */
export function usePostAnnouncement(batchId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BatchAnnouncementBody) => api.post<Envelope<BatchAnnouncement>>(`batch/announcement/${enc(batchId)}`, body),
    onSuccess: () => invalidateUnlessPushed(qc, ['notice']),
  });
}

/** DELETE batch/announcement/delete/:id (ADMIN or STAFF). */
export function useDeleteAnnouncement() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<Envelope<{ _id: string }>>(`batch/announcement/delete/${enc(id)}`),
    onSuccess: () => invalidateUnlessPushed(qc, ['notice']),
  });
}

/** GET batch/:batchId/teachers: the Assign Teacher list. */
export const useBatchTeachers = (batchId: string) =>
  useQuery({
    queryKey: batchTabKeys.teachers(batchId),
    queryFn: ({ signal }) => api.get<Envelope<BatchTeacherRow[]>>(`batch/${enc(batchId)}/teachers`, { signal }),
  });

/** POST batch/:batchId/assign-teacher { subject, teacher } (000 §7). */
export function useAssignTeacher(batchId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignTeacherBody) => api.post<Envelope<BatchTeacherRow>>(`batch/${enc(batchId)}/assign-teacher`, body),
    onSuccess: () => invalidateUnlessPushed(qc, ['batch_teacher']),
  });
}

/** GET subject?perPage=20&pageNo=1[&searchTitle] (002 §7 pickers). */
export const useSubjectOptions = (searchTitle: string) =>
  useQuery({
    queryKey: academicKeys.list('subject', { perPage: 20, pageNo: 1, searchTitle, picker: true }),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<{ _id: string; title: string; subjectCode?: string }>>('subject', { query: { perPage: 20, pageNo: 1, searchTitle: searchTitle || undefined }, signal }),
    select: (r): Option[] => r.data.map((s) => ({ _id: s._id, label: s.title, detail: s.subjectCode })),
  });
/** GET user?role=TEACHER&perPage=20&pageNo=1[&searchTitle] (002 §7 pickers). */
export const useTeacherOptions = (searchTitle: string) =>
  useQuery({
    queryKey: academicKeys.list('teacher', { perPage: 20, pageNo: 1, searchTitle, picker: true }),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<{ _id: string; displayName: string; email: string }>>('user', { query: { role: 'TEACHER', perPage: 20, pageNo: 1, searchTitle: searchTitle || undefined }, signal }),
    select: (r): Option[] => r.data.map((u) => ({ _id: u._id, label: u.displayName, detail: u.email })),
  });

export interface BatchStudent {
  _id: string;
  displayName: string;
  /** null with phoneNumber for a teacher, who sees a class register's columns only. */
  email: string | null;
  phoneNumber: string | null;
  gender: string | null;
  photoUrl: string | null;
  registrationNumber: string | null;
  rollNumber: string | null;
  createdAt: string;
}
/** GET batch/:batchId/students?perPage&pageNo&searchTitle (001 §7); a `student` or `app_user` push refreshes it. */
export const useBatchStudents = (batchId: string, params: { pageNo: number; perPage: number; searchTitle: string }) =>
  useQuery({
    queryKey: batchTabKeys.students(batchId, params),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<BatchStudent>>(`batch/${enc(batchId)}/students`, { query: { ...params, searchTitle: params.searchTitle || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
