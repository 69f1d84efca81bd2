import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../platform/runtime.js';
import { addDays, instituteDay } from '../platform/days.js';
import { multipartBody, tileIcon } from './icons.js';

type Headers = Record<string, string>;

/** [name, number, status, seats, insurance expires in (days), tile colour]. */
const VEHICLES: [string, string, 'ACTIVE' | 'INACTIVE', number | null, number, string][] = [
  ['School Bus 1', 'MH 12 KT 4101', 'ACTIVE', 40, 240, '#f59e0b'],
  ['School Bus 2', 'MH 12 HD 7724', 'ACTIVE', 32, 14, '#0ea5e9'],
  ['Mini Bus', 'MH 12 PQ 2210', 'ACTIVE', 24, 300, '#10b981'],
  ['Old Van', 'MH 12 AA 0931', 'INACTIVE', null, 120, '#94a3b8'],
];

/** [name, phone, licence number, licence expires in (days)]. */
const DRIVERS: [string, string, string, number][] = [
  ['Ramesh Pawar', '9822011234', 'MH12 20110045123', 700],
  ['Suresh Kale', '9822045678', 'MH12 20140078456', 20],
  ['Ganesh Shinde', '9890312345', 'MH14 20160011789', 520],
  ['Anil Jagtap', '9881276543', 'MH12 20190033210', 410],
];

/** What the riders seed needs: the two demo routes' ids. */
export interface DemoRoutes {
  kothrud: string;
  hadapsar: string;
}

/**
 * The demo fleet through the API (issue 18 §1, §3): four vehicles (one inactive, one whose insurance expires in 14
 * days; seats 40/32/24), four drivers (one licence expiring in 20 days), and two morning routes, 'Kothrud – Campus'
 * at 07:10 with the demo teacher in charge and 'Hadapsar – Campus' at 07:25. Returns the routes' ids.
 */
export async function seedTransportFleet(
  rt: Runtime,
  app: FastifyInstance,
  headers: Headers,
  people: { teacherId: string },
  now: Date,
): Promise<DemoRoutes> {
  const today = instituteDay(now);
  const inDays = (n: number) => addDays(today, n)!;
  const send = async (method: 'POST', url: string, payload: unknown, extra: Headers = {}) => {
    const r = await app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { ...headers, ...extra, 'x-min-position': (await rt.store.head()).toString() },
      payload: payload as never,
    });
    if (r.statusCode !== 200) throw new Error(`demo transport ${url}: ${r.body}`);
    return (r.json() as { data: { _id: string } }).data._id;
  };
  const form = (url: string, fields: Record<string, string>, file?: Parameters<typeof multipartBody>[1]) => {
    const f = multipartBody(fields, file);
    return send('POST', url, f.payload, f.headers);
  };

  const vehicles: string[] = [];
  for (const [i, [vehicleName, vehicleNumber, status, seats, insuranceDays, colour]] of VEHICLES.entries()) {
    const fields = {
      vehicleName,
      vehicleNumber,
      rcNumber: String(4_410_210 + i * 17),
      rcExpiryDate: inDays(900 + i * 30),
      pucNumber: String(880_120 + i * 9),
      pucExpiryDate: inDays(150 + i * 20),
      insuranceNumber: `OG-26-1101-${5100 + i}`,
      insuranceExpiryDate: inDays(insuranceDays),
      status,
      ...(seats === null ? {} : { seats: String(seats) }),
    };
    const image = { name: 'image', filename: `vehicle-${i + 1}.png`, type: 'image/png', data: tileIcon(colour) };
    vehicles.push(await form('vehicle/create', fields, image));
  }
  const drivers: string[] = [];
  for (const [name, phoneNumber, drivingLicenseNumber, days] of DRIVERS) {
    drivers.push(await form('driver/create', { name, phoneNumber, drivingLicenseNumber, licenseExpiryDate: inDays(days) }));
  }
  // Today at the given time in the institute (India, +05:30), as the form sends it.
  const at = (hhmm: string) => new Date(`${today}T${hhmm}:00+05:30`).toISOString();
  const kothrud = await send('POST', 'transport/create', {
    startFrom: 'Kothrud – Campus',
    startTime: at('07:10'),
    vehicle: vehicles[0],
    driver: drivers[0],
    inCharge: people.teacherId,
  });
  const hadapsar = await send('POST', 'transport/create', {
    startFrom: 'Hadapsar – Campus',
    startTime: at('07:25'),
    vehicle: vehicles[1],
    driver: drivers[1],
    inCharge: '',
  });
  return { kothrud, hadapsar };
}
