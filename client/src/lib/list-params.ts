/** A list page's state as kept in the URL: page, search and filters; each value's type is its default's. */
export type ListValue = string | number | boolean;
/** Any flat params object (an interface such as FinanceListParams, too). */
export type ListParams<T = Record<string, ListValue>> = { [K in keyof T]: ListValue };

/**
 * The params a query string holds, over the defaults: a key the defaults do not name is ignored, a number that does not
 * parse (or a page below 1) keeps its default, so a hand-edited or stale bookmark still opens a list.
 */
export function parseListParams<T extends ListParams<T>>(search: string, defaults: T): T {
  const q = new URLSearchParams(search);
  const out: Record<string, ListValue> = { ...defaults };
  for (const [key, fallback] of Object.entries<ListValue>(defaults)) {
    const raw = q.get(key);
    if (raw === null) continue;
    if (typeof fallback === 'number') {
      const n = Number(raw);
      out[key] = raw.trim() !== '' && Number.isInteger(n) && n >= 1 ? n : fallback;
    } else if (typeof fallback === 'boolean') out[key] = raw === 'true' ? true : raw === 'false' ? false : fallback;
    else out[key] = raw;
  }
  return out as T;
}

/**
 * The query string for the params: only what differs from the defaults (a plain list keeps a plain URL), after the
 * keys of `search` the list does not own (`?type=…`, `?date=…`), which stay as they are.
 */
export function listSearch<T extends ListParams<T>>(params: T, defaults: T, search = ''): string {
  const q = new URLSearchParams(search);
  for (const key of Object.keys(defaults)) q.delete(key);
  const base: Record<string, ListValue> = defaults;
  for (const [key, value] of Object.entries<ListValue>(params)) {
    if (key in defaults && value !== base[key]) q.set(key, String(value));
  }
  return q.toString();
}

/** A change of search or filters goes back to page 1; a change of page alone keeps it. */
export function withFirstPage<T extends ListParams<T>>(prev: T, next: T, pageKey = 'pageNo'): T {
  const a: Record<string, ListValue> = prev;
  const b: Record<string, ListValue> = next;
  if (!(pageKey in a)) return next;
  const changed = Object.keys(b).some((k) => k !== pageKey && b[k] !== a[k]);
  return changed && b[pageKey] === a[pageKey] ? { ...next, [pageKey]: 1 } : next;
}
