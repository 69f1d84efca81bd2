import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RegistrationSettings, StudentRegistered } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';

export const registrationKeys = {
  pattern: ['institute', 'registration-pattern'] as const,
};

/** GET institute/registration-pattern: how new registration numbers are made, with an example. */
export const useRegistrationPattern = (enabled = true) =>
  useQuery({
    queryKey: registrationKeys.pattern,
    queryFn: ({ signal }) => api.get<Envelope<RegistrationSettings>>('institute/registration-pattern', { signal }),
    enabled,
  });

/** PUT institute/registration-pattern (ADMIN): the reply is the new setting. */
export function useSetRegistrationPattern() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (pattern: string) => api.put<Envelope<RegistrationSettings>>('institute/registration-pattern', { pattern }),
    onSuccess: (res) => qc.setQueryData(registrationKeys.pattern, res),
  });
}

/** POST student/register (multipart): the student with batch, birth date, number and parent. */
export function useRegisterStudent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) => api.post<Envelope<StudentRegistered>>('student/register', body),
    onSuccess: () => invalidateUnlessPushed(qc, ['app_user', 'student']),
  });
}

/** POST user/invitation/:id: a new set-password link for a user who has not chosen a password yet. */
export function useResendInvitation() {
  return useMutation({
    mutationFn: (id: string) => api.post<Envelope<{ _id: string; email: string }>>(`user/invitation/${encodeURIComponent(id)}`),
  });
}
