import { sql } from 'kysely';
import { ErrorReply, TRANSPORT_EXPIRY_NOTICE_DAYS, TransportStatReply } from '@school/contracts';
import type { Runtime } from '../../../platform/runtime.js';
import type { TypedApp } from '../../../platform/http/typed.js';
import type { DB } from '../../../platform/db/database.js';
import { authOf } from '../../../platform/http/access.js';
import { ok } from '../../../platform/http/reply.js';
import { addDays } from '../../../platform/days.js';
import { todayOf } from '../../../platform/clock.js';
import { totalRiders } from '../riders/for-fleet.js';
import { papersExpiring } from './for-riders.js';
import { OFFICE } from './shared.js';

/** The admin dashboard's Active Vehicles card: the institute's ACTIVE vehicles (read model `transport_vehicle`). */
export async function activeVehicles(db: DB, instituteId: string): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from transport_vehicle
    where institute_id = ${instituteId} and deleted_at is null and status = 'ACTIVE'`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

/** `GET dashboard/admin/transport-stat` (001 §3 transport dashboard), with the papers that expire soon. */
export function transportStatRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  app.get(
    '/dashboard/admin/transport-stat',
    {
      config: { access: OFFICE, module: 'transport', readModels: ['transport_vehicle', 'transport_driver', 'transport_route'] },
      schema: { tags: ['transport'], response: { 200: TransportStatReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const inst = authOf(req).instituteId;
      const today = todayOf(rt.clock);
      const [counts, riders, expiringSoon] = await Promise.all([
        sql<{ vehicles: number; active: number; drivers: number; routes: number }>`select
            (select count(*)::int from transport_vehicle where institute_id = ${inst} and deleted_at is null) as vehicles,
            (select count(*)::int from transport_vehicle where institute_id = ${inst} and deleted_at is null and status = 'ACTIVE') as active,
            (select count(*)::int from transport_driver where institute_id = ${inst} and deleted_at is null) as drivers,
            (select count(*)::int from transport_route where institute_id = ${inst} and deleted_at is null) as routes`.execute(db),
        totalRiders(db, inst),
        papersExpiring(db, inst, today, addDays(today, TRANSPORT_EXPIRY_NOTICE_DAYS) ?? today),
      ]);
      const c = counts.rows[0]!;
      return ok('Transport statistics', {
        totalVehicle: Number(c.vehicles),
        activeVehicle: Number(c.active),
        totalDriver: Number(c.drivers),
        totalRoute: Number(c.routes),
        totalRider: riders,
        expiringSoon,
      });
    },
  );
}
