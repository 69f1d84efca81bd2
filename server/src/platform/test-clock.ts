import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The browser flows move the clock by days, never further than this either way. */
const MAX_DAYS = 400;

/** The system clock moved by an offset that a test may change (`TEST_CLOCK=1` only; never in production). */
export function movableClock(): Clock & { advanceDays(days: number): void; reset(): void } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advanceDays(days) {
      offset += days * DAY_MS;
    },
    reset() {
      offset = 0;
    },
  };
}

/** May this process let a test move its clock? Only when asked for, and never when NODE_ENV is production. */
export const testClockAllowed = (env: NodeJS.ProcessEnv): boolean => env.TEST_CLOCK === '1' && env.NODE_ENV !== 'production';

/**
 * `POST /api/v1/test/clock` { days } or { reset: true } (SUPER_ADMIN): the browser flows use it so that a return date
 * passes without sleeping (issue 17). Registered by main.ts only when `testClockAllowed`; not part of the API otherwise.
 */
export async function testClockRoutes(app: FastifyInstance, clock: ReturnType<typeof movableClock>): Promise<void> {
  app.post<{ Body: { days?: number; reset?: boolean } }>(
    '/api/v1/test/clock',
    {
      config: { access: ['SUPER_ADMIN'] },
      schema: {
        hide: true,
        body: Type.Object(
          {
            days: Type.Optional(Type.Integer({ minimum: -MAX_DAYS, maximum: MAX_DAYS })),
            reset: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (req) => {
      if (req.body?.reset) clock.reset();
      if (req.body?.days) clock.advanceDays(req.body.days);
      return { message: 'Clock moved', data: { now: clock.now().toISOString() } };
    },
  );
}
