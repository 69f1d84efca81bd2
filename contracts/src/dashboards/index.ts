import { Type, type Static } from '@sinclair/typebox';
import { WINDOW } from '../dates.js';
import { Ok } from '../envelope.js';

export const DashboardStatQuery = Type.Object({
  startDate: Type.Optional(
    Type.String({
      format: 'date-time',
      [WINDOW]: 'report',
      'x-label': 'startDate',
      'x-invalid': 'startDate must be an ISO date.',
    }),
  ),
  endDate: Type.Optional(
    Type.String({
      format: 'date-time',
      [WINDOW]: 'report',
      'x-label': 'endDate',
      'x-invalid': 'endDate must be an ISO date.',
    }),
  ),
});

/** The eight cards of the admin dashboard (001 §2, §3). */
export const DashboardStat = Ok(
  Type.Object({
    totalStudents: Type.Integer(),
    totalStaff: Type.Integer(),
    totalStock: Type.Integer(),
    totalRevenue: Type.Number(),
    totalDepartments: Type.Integer(),
    totalPlacement: Type.Integer(),
    totalActiveVehicle: Type.Integer(),
    totalNewAdmission: Type.Integer(),
    /**
     * Beyond the spec's eight cards: fees left to pay on charges whose due date has come, and the part past it, today
     * (student-fees/standing.ts), the same figures the payment dashboard and the students' own pages show. Absent for
     * a MANAGER or STAFF member without the `payment` module.
     */
    feesDueNow: Type.Optional(Type.Number()),
    feesOverdue: Type.Optional(Type.Number()),
  }),
);
export type DashboardStat = Static<typeof DashboardStat>['data'];
export * from './people.js';
export * from './payment.js';
