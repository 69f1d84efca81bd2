import { Type, type Static } from '@sinclair/typebox';
import { DateField } from '../dates.js';
import { Ok, Paged } from '../envelope.js';

const Percent = (message: string, label: string) =>
  Type.Number({ minimum: 0, maximum: 100, 'x-message': message, 'x-invalid': `${label} must be a number from 0 to 100.` });

/** 000 §5 Grade: one band of the institute's grade scale. */
export const GradeBody = Type.Object({
  lowPercent: Percent('From (%) is required.', 'From (%)'),
  highPercent: Percent('To (%) is required.', 'To (%)'),
  grade: Type.String({ minLength: 1, maxLength: 10, 'x-message': 'Grade is required.' }),
});
export type GradeBody = Static<typeof GradeBody>;
export const Grade = Type.Object({
  _id: Type.String(),
  lowPercent: Type.Number(),
  highPercent: Type.Number(),
  grade: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export const GradeReply = Ok(Grade);
/** The whole scale, highest band first. */
export const GradeList = Ok(Type.Array(Grade));

/** 000 §5 Holiday: ISO dates (a date or a date-time; read as a day of the institute). */
export const HolidayBody = Type.Object({
  startDate: DateField('calendar', 'Start date', { minLength: 1, 'x-message': 'Start date is required.' }),
  endDate: DateField('calendar', 'End date', { minLength: 1, 'x-message': 'End date is required.' }),
  title: Type.Optional(Type.String({ maxLength: 120 })),
});
export type HolidayBody = Static<typeof HolidayBody>;
export const Holiday = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  createdAt: Type.String(),
});
export const HolidayReply = Ok(Holiday);
export const HolidayList = Paged(Holiday);

export interface GradeBand {
  gradeId: string;
  lowPercent: number;
  highPercent: number;
  grade: string;
}
export interface GradeAdded {
  type: 'GradeAdded';
  data: GradeBand;
}
export interface GradeChanged {
  type: 'GradeChanged';
  data: GradeBand;
}
export interface GradeRemoved {
  type: 'GradeRemoved';
  data: { gradeId: string };
}
export type GradeEvent = GradeAdded | GradeChanged | GradeRemoved;

/** Days as YYYY-MM-DD in the institute's time zone. */
export interface HolidayDeclared {
  type: 'HolidayDeclared';
  data: { holidayId: string; title: string; startDate: string; endDate: string };
}
export interface HolidayCancelled {
  type: 'HolidayCancelled';
  data: { holidayId: string };
}
export type HolidayEvent = HolidayDeclared | HolidayCancelled;
