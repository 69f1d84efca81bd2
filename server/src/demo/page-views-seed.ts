import type { FastifyInstance } from 'fastify';
import type { Role } from '@school/contracts';
import type { CommandContext } from '../platform/commands.js';
import { uuidFrom } from '../platform/ids.js';
import type { Runtime } from '../platform/runtime.js';
import { pageVisitDecider, pageVisitStream } from '../modules/page-views/index.js';
import type { SeededPeople } from './seed.js';

type Headers = Record<string, string>;

/** Most students come on Android phones, the office on Windows; a few on iPhones, Linux and other browsers. */
const STUDENT_MIX = ['android', 'android', 'android', 'android', 'ios', 'windows', 'android', 'linux', 'other', 'android'] as const;
const STAFF_MIX: Record<string, (typeof STUDENT_MIX)[number]> = {
  ADMIN: 'windows',
  MANAGER: 'windows',
  STAFF: 'windows',
  TEACHER: 'android',
  PARENT: 'ios',
  SUPER_ADMIN: 'linux',
};

/**
 * A month of visits (issue 19 §6): each student and member of staff came on a few days of the 30 before today, as
 * `POST page-view` records them (one per browser session), so the admin dashboard's Page View Status has figures.
 */
export async function seedPageViews(rt: Runtime, app: FastifyInstance, headers: Headers, people: SeededPeople, now: Date): Promise<number> {
  const r = await app.inject({ method: 'GET', url: '/api/v1/user?role=STUDENT&perPage=100&pageNo=1', headers });
  if (r.statusCode !== 200) throw new Error(`demo page views: students ${r.statusCode} ${r.body}`);
  const students = (r.json().data as { _id: string }[]).map((s) => s._id);
  const visitors: [string, Role, (typeof STUDENT_MIX)[number]][] = [
    ...students.map((id, i): [string, Role, (typeof STUDENT_MIX)[number]] => [id, 'STUDENT', STUDENT_MIX[i % STUDENT_MIX.length]!]),
    ...[...people.users]
      .filter(([role]) => role !== 'STUDENT')
      .map(([role, id]): [string, Role, (typeof STUDENT_MIX)[number]] => [id, role, STAFF_MIX[role] ?? 'other']),
  ];
  let visits = 0;
  for (const [i, [userId, role, platform]] of visitors.entries()) {
    // Every visitor came 1–4 times in the 30 days before today, at different hours (today's visits are the real ones).
    for (let k = 0; k <= i % 4; k++) {
      const at = new Date(now.getTime() - (((i * 7 + k * 11) % 30) + 1) * 86_400_000 - ((i + k) % 9) * 3_600_000);
      const ctx: CommandContext = {
        actor: { userId, role },
        instituteId: people.instituteId,
        correlationId: 'demo-seed-page-views',
        now: at,
      };
      const visitId = uuidFrom(people.instituteId, userId, 'page-view', `demo-${k}`);
      await rt.commands.handle(
        pageVisitDecider,
        pageVisitStream(visitId),
        { type: 'RecordVisit', data: { visitId, userId, platform } },
        ctx,
      );
      visits++;
    }
  }
  return visits;
}
