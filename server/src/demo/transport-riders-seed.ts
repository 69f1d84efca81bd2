import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../platform/runtime.js';
import { instituteDay } from '../platform/days.js';

type Headers = Record<string, string>;

/** [name, pickup time, monthly fare] per demo route, in the order the routes are listed. */
const STOPS: [string, string, number][][] = [
  [
    ['Shivaji Nagar Chowk', '06:55', 1600],
    ['Deccan Gymkhana', '07:05', 1450],
    ['FC Road (Goodluck Café)', '07:12', 1300],
    ['Model Colony Post Office', '07:20', 1100],
    ['Law College Road Gate', '07:28', 900],
  ],
  [
    ['Kothrud Depot', '06:50', 1550],
    ['Karve Nagar Bus Stop', '07:00', 1350],
    ['Warje Bridge', '07:10', 1200],
    ['Erandwane (Mhatre Bridge)', '07:22', 950],
  ],
];

const fail = (what: string, body: string) => new Error(`demo transport riders, ${what}: ${body}`);

/** The current term: April to September, or October to March. */
function currentTerm(today: string): { startDate: string; endDate: string } {
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  if (m >= 4 && m <= 9) return { startDate: `${y}-04-01`, endDate: `${y}-09-30` };
  const from = m >= 10 ? y : y - 1;
  return { startDate: `${from}-10-01`, endDate: `${from + 1}-03-31` };
}

/**
 * Stops on the demo routes (the fleet's seed makes them), about sixteen students on them (the demo student among
 * them) and the fare charged for the current term, all through the same calls the office makes. Without routes
 * (the fleet not seeded) it does nothing.
 */
export async function seedTransportRiders(rt: Runtime, app: FastifyInstance, headers: Headers, people: { studentId: string }) {
  let at = '';
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const r = await app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { ...headers, ...(at ? { 'x-min-position': at } : {}) },
      ...(payload ? { payload } : {}),
    });
    const p = r.headers['x-position'];
    if (typeof p === 'string') at = p;
    return r;
  };
  await rt.runner.waitFor(rt.runner.names, await rt.store.head(), 20_000);
  const list = await call('GET', 'transport?perPage=20&pageNo=1');
  if (list.statusCode !== 200) return;
  const routes = (list.json() as { data: { _id: string; vehicle: { seats: number | null } | null }[] }).data
    .slice()
    .reverse()
    .slice(0, STOPS.length);
  if (routes.length === 0) return;
  const students = await call('GET', 'user?role=STUDENT&perPage=40&pageNo=1');
  if (students.statusCode !== 200) throw fail('students', students.body);
  const ids = (students.json() as { data: { _id: string }[] }).data.map((s) => s._id).filter((id) => id !== people.studentId);
  const riders = [people.studentId, ...ids].slice(0, 16);

  // The route fare is a fee master of its own ('Bus fare'), apart from the batches' 'Transport fee' of the fee demo.
  const fees = await call('GET', 'fees?perPage=100&pageNo=1');
  if (fees.statusCode !== 200) throw fail('fees', fees.body);
  let feeId = (fees.json() as { data: { _id: string; title: string }[] }).data.find((f) => f.title === 'Bus fare')?._id;
  if (!feeId) {
    const fee = await call('POST', 'fee/create', { title: 'Bus fare', amount: 1200 });
    if (fee.statusCode !== 200) throw fail('fee', fee.body);
    feeId = (fee.json() as { data: { _id: string } }).data._id;
  }
  const term = currentTerm(instituteDay(rt.clock.now()));

  let next = 0;
  for (const [i, route] of routes.entries()) {
    const stopIds: string[] = [];
    for (const [name, pickupAt, fare] of STOPS[i]!) {
      const r = await call('POST', `transport/stop/create/${route._id}`, { name, pickupAt, fare });
      if (r.statusCode !== 200) throw fail(`stop ${name}`, r.body);
      stopIds.push((r.json() as { data: { _id: string } }).data._id);
    }
    const share = Math.ceil(riders.length / routes.length);
    const seats = route.vehicle?.seats ?? null;
    const mine = riders.slice(next, next + (seats === null ? share : Math.min(share, seats)));
    next += share;
    for (const [k, student] of mine.entries()) {
      const r = await call('POST', 'transport/rider/assign', { student, route: route._id, stop: stopIds[k % stopIds.length] });
      if (r.statusCode !== 200) throw fail('assign', r.body);
    }
    if (mine.length === 0) continue;
    const charged = await call('POST', `transport/fare/${route._id}`, { fees: feeId, ...term, dueDay: 10 });
    if (charged.statusCode !== 200) throw fail('fare', charged.body);
  }
}
