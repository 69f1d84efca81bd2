import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Enquiry } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { enquiryKeys, type OfficeEnquiryParams } from './enquiry-keys';

/** GET enquiry/list?status&role&searchTitle: the office's inbox, open first. */
export const officeEnquiriesQueryOptions = (params: OfficeEnquiryParams) =>
  queryOptions({
    queryKey: enquiryKeys.inbox(params),
    queryFn: ({ signal }) => {
      const { role, ...rest } = params;
      return api.get<PagedEnvelope<Enquiry>>('enquiry/list', { query: { ...rest, ...(role ? { role } : {}) }, signal });
    },
    placeholderData: (previous) => previous,
  });

export const useOfficeEnquiries = (params: OfficeEnquiryParams) => useQuery(officeEnquiriesQueryOptions(params));
