import { useQuery } from '@tanstack/react-query';
import type { EnquiryThread } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { enquiryKeys } from './enquiry-keys';

/** GET enquiry/:enquiryId: any enquiry of the institute with its messages (the office). */
export const useOfficeEnquiry = (id: string) =>
  useQuery({
    queryKey: enquiryKeys.officeThread(id),
    queryFn: ({ signal }) => api.get<Envelope<EnquiryThread>>(`enquiry/${encodeURIComponent(id)}`, { signal }),
  });
