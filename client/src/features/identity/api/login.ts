import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginData } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { forgetPosition } from '@/lib/positions';
import { queryClient } from '@/lib/query-client';
import { setInstituteId, setSession } from '@/lib/session';

export type { LoginBody };

/** POST auth/login: keeps the token and the user (localStorage) and starts from an empty cache. */
export async function login(body: LoginBody): Promise<Envelope<LoginData>> {
  const res = await api.post<Envelope<LoginData>>('auth/login', body);
  queryClient.clear();
  forgetPosition();
  setInstituteId(null);
  setSession({ token: res.data.accessToken, expiresAt: res.data.expiresAt, user: res.data.user });
  return res;
}

export const useLogin = () => useMutation({ mutationFn: login });
