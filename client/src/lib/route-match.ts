/** Matching panel addresses against route patterns (`:params`), shared by the routers and `pageAccess` (./routes.ts). */

export const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

const isParam = (segment: string) => segment.startsWith(':');

/**
 * Route order for every router of the panel: at the first segment where two patterns differ, a literal segment wins over
 * a parameter (`/panel/admin/staff/teaching-staff` before `/panel/admin/staff/:id`), whatever order the routes were
 * written in. Patterns that agree in kind keep their written order.
 */
export function routeOrder(a: string, b: string): number {
  const as = a.split('/');
  const bs = b.split('/');
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    const pa = isParam(as[i] ?? '');
    const pb = isParam(bs[i] ?? '');
    if (pa !== pb) return pa ? 1 : -1;
  }
  // Equal up to the shorter: order by length, so that this is a total order (a comparator that calls unlike routes
  // equal makes the sort depend on the list's order, and a literal route could then lose to a parameter).
  return as.length - bs.length;
}

/** Does a pattern with `:params` (one segment each, a segment may join several: `:a_:b`) match a path? */
export function matchesRoute(pattern: string, path: string): boolean {
  const kp = pattern.split('/');
  const parts = normalise(path.split('?')[0] ?? path).split('/');
  return kp.length === parts.length && kp.every((seg, i) => (seg.includes(':') ? !!parts[i] : seg === parts[i]));
}

/** The pattern a router using `routeOrder` picks for a path, or null. */
export function resolveRoute(path: string, patterns: readonly string[]): string | null {
  return [...patterns].sort(routeOrder).find((pattern) => matchesRoute(pattern, path)) ?? null;
}

/** The pageAccess key serving a path (literal routes before parameters, as the panels' routers). */

/** A route with its `:params` filled in. */
export const pathTo = (pattern: string, params: Record<string, string>): string =>
  pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
