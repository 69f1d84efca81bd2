import { useMutation } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';

/** POST auth/forgot-password { email }: the server decides what to send; we show its message. */
export const forgotPassword = (email: string) => api.post<Envelope<unknown>>('auth/forgot-password', { email });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
