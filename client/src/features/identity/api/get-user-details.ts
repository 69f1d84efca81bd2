import { queryOptions } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';

/**
 * GET user/details/:id as the signed-in user reads their own record and, as a PARENT, their children's (the account
 * page, the parent's dashboard and fees page). Keys sit in the people feature's `userKeys.details(id)` family
 * (['users', 'details', id, …]), which an `app_user` push refreshes; kept here so student-fees and dashboards need
 * not depend on people, which embeds their sections.
 */
export const userDetailsKey = (id: string, view: string | { academics: boolean }) => ['users', 'details', id, view] as const;

export const userDetailsQueryOptions = <T>(id: string, academics: boolean) =>
  queryOptions({
    queryKey: userDetailsKey(id, { academics }),
    queryFn: ({ signal }) =>
      api.get<Envelope<T>>(`user/details/${encodeURIComponent(id)}`, { query: academics ? { academics: true } : {}, signal }),
  });
