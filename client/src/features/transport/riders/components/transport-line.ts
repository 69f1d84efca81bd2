import type { StudentTransport } from '@school/contracts';

/** The student profile's Transport row when assigned: 'Yes · {route}, {stop} ({time})'. */
export const transportLine = (t: StudentTransport) => `Yes · ${t.route.startFrom}, ${t.stop.name} (${t.stop.pickupTime})`;
