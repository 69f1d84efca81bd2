import { useMutation } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';

/** POST auth/reset-password { token, password } (docs/api.md): the link from the forgot-password e-mail. */
export const resetPassword = (body: { token: string; password: string }) => api.post<Envelope<unknown>>('auth/reset-password', body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
