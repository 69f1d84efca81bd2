import { describe, expect, it } from 'vitest';
import { activeHref, navSections } from './nav-groups';

const items = [
  { label: 'Dashboard', href: '/d' },
  { label: 'Finance', href: '/finance', group: 'money' as const },
  { label: 'Fees', href: '/fees', group: 'money' as const },
  { label: 'Notices', href: '/notice' },
  { label: 'Payments', href: '/payments', group: 'money' as const },
  { label: 'Staff', href: '/staff/teaching-staff', activeUnder: '/staff' },
  { label: 'Attendance', href: '/staff/attendance' },
];

describe('sidebar groups (issue 11 part 13)', () => {
  it('lists the money entries once, under one heading, where the first of them stands', () => {
    const sections = navSections(items);
    expect(sections.map((s) => s.label ?? s.items[0]!.label)).toEqual(['Dashboard', 'Money', 'Notices', 'Staff', 'Attendance']);
    expect(sections[1]!.items.map((i) => i.label)).toEqual(['Finance', 'Fees', 'Payments']);
  });
  it('takes in an entry added later with the same group (My pay, Defaulters)', () => {
    const more = [...items, { label: 'Defaulters', href: '/defaulters', group: 'money' as const }];
    expect(navSections(more)[1]!.items.map((i) => i.label)).toEqual(['Finance', 'Fees', 'Payments', 'Defaulters']);
  });
  it('lights one entry: the longest path the location is under', () => {
    expect(activeHref(items, '/staff/non-teaching-staff')).toBe('/staff/teaching-staff');
    expect(activeHref(items, '/staff/attendance/abc')).toBe('/staff/attendance');
    expect(activeHref(items, '/fees/x_1_2')).toBe('/fees');
    expect(activeHref(items, '/elsewhere')).toBeNull();
  });
});
