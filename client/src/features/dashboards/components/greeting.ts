/** "Good morning" until noon, "Good afternoon" until 5 pm, then "Good evening". */
export function greeting(now = new Date()): string {
  const h = now.getHours();
  return h < 12 ? 'Good morning' : h < 17 ? 'Good afternoon' : 'Good evening';
}

export const firstName = (displayName: string | undefined): string => displayName?.trim().split(/\s+/)[0] ?? '';
