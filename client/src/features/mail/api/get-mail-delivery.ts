import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailDelivery } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { mailKeys, type MailDeliveryParams } from './mail-keys';

export type { MailDelivery };

/**
 * GET mail/delivery?perPage&pageNo&searchTitle&status. The outbox is not a read model the server signals, so the list
 * asks again every 10 s while it is open (a message moves from Queued to Sent within seconds).
 */
export const mailDeliveryQueryOptions = (params: MailDeliveryParams) =>
  queryOptions({
    queryKey: mailKeys.delivery(params),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<MailDelivery>>('mail/delivery', {
        query: { ...params, status: params.status || undefined },
        signal,
      }),
    placeholderData: (previous) => previous,
    refetchInterval: 10_000,
  });

export const useMailDelivery = (params: MailDeliveryParams) => useQuery(mailDeliveryQueryOptions(params));
