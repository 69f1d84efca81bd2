import { Type, type Static } from '@sinclair/typebox';
import { Ok } from '../envelope.js';

/** 001 §2 New admissions card: total, boys, girls. */
export const NewAdmissionStat = Ok(
  Type.Object({
    totalNewAdmission: Type.Integer(),
    genderWise: Type.Array(Type.Object({ _id: Type.String(), total: Type.Integer() })),
  }),
);
export type NewAdmissionStat = Static<typeof NewAdmissionStat>['data'];

/** 001 §2 Student report: added, boys, girls, others (a student with no gender counts as other). */
export const StudentReportStat = Ok(
  Type.Object({ totalStudent: Type.Integer(), totalMale: Type.Integer(), totalFemale: Type.Integer(), totalOther: Type.Integer() }),
);
export type StudentReportStat = Static<typeof StudentReportStat>['data'];

/** 001 §2 Staff stats: new staff, on leave (absent), teaching, non-teaching. */
export const StaffStatistic = Ok(
  Type.Object({
    totalNewStaff: Type.Integer(),
    totalAbsent: Type.Integer(),
    totalTeachingStaff: Type.Integer(),
    totalNonteachingStaff: Type.Integer(),
  }),
);
export type StaffStatistic = Static<typeof StaffStatistic>['data'];
