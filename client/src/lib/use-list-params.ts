import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { listSearch, parseListParams, withFirstPage, type ListParams } from './list-params';

export type { ListParams } from './list-params';

/**
 * A list page's page, search and filters, kept in the URL (`?pageNo=2&searchTitle=ram`) so a list can be bookmarked and
 * the back button returns to the page before; used like useState. A change of search or filter goes back to page 1.
 * The defaults are the list's first view and stay out of the URL; keys the list does not own stay untouched.
 */
export function useListParams<T extends ListParams<T>>(defaults: T) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const key = JSON.stringify(defaults);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the defaults by value: a page passes a new object each render
  const initial = useMemo(() => defaults, [key]);
  const params = useMemo(() => parseListParams(search, initial), [search, initial]);
  const setParams = useCallback(
    (next: T | ((prev: T) => T)) => {
      const value = withFirstPage(params, typeof next === 'function' ? next(params) : next);
      const query = listSearch(value, initial, search);
      if (query === new URLSearchParams(search).toString()) return;
      navigate(query ? `${location}?${query}` : location);
    },
    [params, initial, search, location, navigate],
  );
  return [params, setParams] as const;
}
