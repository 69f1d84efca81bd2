import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerifiedCertificate } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { recordsKeys } from './records-keys';

/** GET certificate/verify/:code (public, no sign-in): number, name, type, date, valid or revoked. */
export const verifyQueryOptions = (code: string) =>
  queryOptions({
    queryKey: recordsKeys.verify(code),
    queryFn: ({ signal }) => api.get<Envelope<VerifiedCertificate>>(`certificate/verify/${encodeURIComponent(code)}`, { signal }),
    enabled: code.trim().length > 0,
    retry: false,
  });

export const useVerifyCertificate = (code: string) => useQuery(verifyQueryOptions(code));
