import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Driver } from '@school/contracts';
import type { Option } from '@/components/option-picker';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { transportKeys, type FleetListParams } from './transport-keys';

export type { Driver };

/** GET driver?perPage=20&pageNo&searchTitle (search: name, phone or licence). */
export const driversQueryOptions = (params: FleetListParams) =>
  queryOptions({
    queryKey: transportKeys.driverList(params),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<Driver>>('driver', {
        query: { perPage: params.perPage, pageNo: params.pageNo, searchTitle: params.searchTitle || undefined },
        signal,
      }),
    placeholderData: (previous) => previous,
  });

export const useDrivers = (params: FleetListParams) => useQuery(driversQueryOptions(params));

/** The route form's driver picker: GET driver?perPage=20&pageNo=1&searchTitle (000 §7). */
export const useDriverOptions = (search: string) =>
  useQuery({
    ...driversQueryOptions({ pageNo: 1, perPage: 20, searchTitle: search }),
    select: (r): Option[] => r.data.map((d) => ({ _id: d._id, label: d.name, detail: d.phoneNumber })),
  });
