/** Sidebar groups, in the order they first appear; an entry joins one by naming it (`NavItem.group`). */
export const NAV_GROUPS = { money: 'Money' } as const;
export type NavGroup = keyof typeof NAV_GROUPS;

interface Entry {
  href: string;
  group?: NavGroup;
  activeUnder?: string;
}
export type NavSection<T extends Entry> = { group: NavGroup | null; label: string | null; items: T[] };

/**
 * The entries as the sidebar shows them: an entry without a group on its own, and each group once, where its first
 * entry stands, holding all its entries in their order (so an entry added anywhere with `group` joins its group).
 */
export function navSections<T extends Entry>(items: readonly T[]): NavSection<T>[] {
  const out: NavSection<T>[] = [];
  for (const item of items) {
    const group = item.group ?? null;
    const open = group ? out.find((s) => s.group === group) : undefined;
    if (open) open.items.push(item);
    else out.push({ group, label: group ? NAV_GROUPS[group] : null, items: [item] });
  }
  return out;
}

/**
 * The entry a location belongs to: the one whose path (`activeUnder`, else `href`) is the longest the location is at
 * or under, so only one entry is lit (Staff is not lit on Staff › Attendance, which has its own entry).
 */
export function activeHref(items: readonly Entry[], location: string): string | null {
  let best: { href: string; length: number } | null = null;
  for (const item of items) {
    const base = item.activeUnder ?? item.href;
    const at = location === base || location === item.href || location.startsWith(`${base}/`);
    if (at && (!best || base.length > best.length)) best = { href: item.href, length: base.length };
  }
  return best?.href ?? null;
}
