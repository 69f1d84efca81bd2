import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Vehicle } from '@school/contracts';
import type { Option } from '@/components/option-picker';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { transportKeys, type VehicleListParams } from './transport-keys';

export type { Vehicle };

/** GET vehicle?perPage=20&pageNo&searchTitle&status (search: name or number). */
export const vehiclesQueryOptions = (params: VehicleListParams) =>
  queryOptions({
    queryKey: transportKeys.vehicleList(params),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<Vehicle>>('vehicle', {
        query: {
          perPage: params.perPage,
          pageNo: params.pageNo,
          searchTitle: params.searchTitle || undefined,
          status: params.status || undefined,
        },
        signal,
      }),
    placeholderData: (previous) => previous,
  });

export const useVehicles = (params: VehicleListParams) => useQuery(vehiclesQueryOptions(params));

/** The route form's vehicle picker: GET vehicle?perPage=20&pageNo=1&searchTitle (000 §7). */
export const useVehicleOptions = (search: string) =>
  useQuery({
    ...vehiclesQueryOptions({ pageNo: 1, perPage: 20, searchTitle: search, status: '' }),
    select: (r): Option[] =>
      r.data.map((v) => ({
        _id: v._id,
        label: `${v.vehicleNumber} (${v.vehicleName})`,
        detail: [v.seats ? `${v.seats} seats` : null, v.status === 'INACTIVE' ? 'Inactive' : null].filter(Boolean).join(' · ') || undefined,
      })),
  });
