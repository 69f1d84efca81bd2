import { useQuery } from '@tanstack/react-query';
import type { RouteDetail } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { ridersKeys } from './riders-keys';

/** GET transport/route-detail/:routeId: the route page's header, seats and stops. */
export const useRouteDetail = (routeId: string) =>
  useQuery({
    queryKey: ridersKeys.route(routeId),
    queryFn: ({ signal }) => api.get<Envelope<RouteDetail>>(`transport/route-detail/${encodeURIComponent(routeId)}`, { signal }),
    enabled: !!routeId,
  });

/** GET transport/riders/history/:routeId: the route's stops and riders, every change (the History drawer). */
export const routeHistoryUrl = (routeId: string) => `transport/riders/history/${encodeURIComponent(routeId)}`;
