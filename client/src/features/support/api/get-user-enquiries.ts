import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Enquiry } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { enquiryKeys, type UserEnquiryParams } from './enquiry-keys';

/** GET enquiry/user?perPage=10&pageNo&resolved=false (002 §7): the caller's own enquiries, with the latest message. */
export const userEnquiriesQueryOptions = (params: UserEnquiryParams) =>
  queryOptions({
    queryKey: enquiryKeys.mine(params),
    queryFn: ({ signal }) => api.get<PagedEnvelope<Enquiry>>('enquiry/user', { query: { ...params }, signal }),
    placeholderData: (previous) => previous,
  });

export const useUserEnquiries = (params: UserEnquiryParams) => useQuery(userEnquiriesQueryOptions(params));
