import { useQuery } from '@tanstack/react-query';
import type { EnquiryThread } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { enquiryKeys } from './enquiry-keys';

/** GET enquiry/user/:enquiryId: one of the caller's own enquiries with its messages. */
export const useUserEnquiry = (id: string) =>
  useQuery({
    queryKey: enquiryKeys.myThread(id),
    queryFn: ({ signal }) => api.get<Envelope<EnquiryThread>>(`enquiry/user/${encodeURIComponent(id)}`, { signal }),
  });
