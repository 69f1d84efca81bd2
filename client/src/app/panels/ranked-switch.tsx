import { Children, createElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Switch } from 'wouter';
import { routeOrder } from '../../lib/routes';

const pathOf = (child: ReactNode): string | undefined =>
  isValidElement(child) ? (child as ReactElement<{ path?: string }>).props.path : undefined;

/**
 * wouter's `<Switch>` with the panel's route order (`routeOrder`): literal routes win over parameters, so a spec address
 * such as `/panel/admin/staff/teaching-staff` is never taken by `/panel/admin/staff/:id`, wherever a route is written.
 * A `<Route>` without a path (the fallback) stays last.
 */
export function RankedSwitch({ children }: { children: ReactNode }) {
  const routes = Children.toArray(children);
  const ranked = [...routes].sort((a, b) => {
    const pa = pathOf(a);
    const pb = pathOf(b);
    if (pa === undefined || pb === undefined) return pa === pb ? 0 : pa === undefined ? 1 : -1;
    return routeOrder(pa, pb);
  });
  // createElement rather than JSX keeps this file loadable by the unit tests (no JSX transform there).
  return createElement(Switch, null, ranked);
}
