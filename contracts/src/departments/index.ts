import { Type, type Static } from '@sinclair/typebox';
import { FilePart, Ok, Paged } from '../envelope.js';

/** 000 §5 Department: the spec's messages. Sent as multipart (000 §7). */
export const DepartmentBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 120, 'x-message': 'Department name is required.' }),
  description: Type.String({ minLength: 1, maxLength: 2000, 'x-message': 'Description is required.' }),
  icon: FilePart('department icon image (PNG, JPEG, GIF or WebP, at most 2 MiB)'),
});
export type DepartmentBody = Static<typeof DepartmentBody>;

export const Department = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  iconUrl: Type.Union([Type.String(), Type.Null()]),
  totalUser: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Department = Static<typeof Department>;

export const DepartmentReply = Ok(Department);
export const DepartmentList = Paged(Department);
export const DepartmentReportRow = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  totalUser: Type.Integer(),
  iconUrl: Type.Union([Type.String(), Type.Null()]),
});
export type DepartmentReportRow = Static<typeof DepartmentReportRow>;
export const DepartmentReport = Ok(Type.Array(DepartmentReportRow));
/** 001 §7: totalDepartment, totalEmployee; 000 §2: the Department Wise Staffs bars. */
export const DepartmentStat = Ok(
  Type.Object({
    totalDepartment: Type.Integer(),
    totalEmployee: Type.Integer(),
    departments: Type.Array(Type.Object({ _id: Type.String(), title: Type.String(), totalUser: Type.Integer() })),
  }),
);
export type DepartmentStat = Static<typeof DepartmentStat>['data'];

export interface DepartmentCreated {
  type: 'DepartmentCreated';
  data: { departmentId: string; title: string; description: string; iconFileId: string | null };
}
export interface DepartmentUpdated {
  type: 'DepartmentUpdated';
  data: { departmentId: string; title: string; description: string; iconFileId: string | null };
}
export interface DepartmentDeleted {
  type: 'DepartmentDeleted';
  data: { departmentId: string };
}
export type DepartmentEvent = DepartmentCreated | DepartmentUpdated | DepartmentDeleted;

/** PUT department/assign-staff (000 §7, 001 §5): the department and the user to add. */
export const AssignStaffBody = Type.Object({
  departmentId: Type.String({ minLength: 1, maxLength: 64, 'x-message': 'Department is required.' }),
  staffId: Type.Optional(Type.String({ maxLength: 64 })),
});
export type AssignStaffBody = Static<typeof AssignStaffBody>;

/** An employee of a department (the drawer's list; empty shows 'No Employees Found'). */
export const DepartmentEmployee = Type.Object({
  _id: Type.String(),
  displayName: Type.String(),
  email: Type.String(),
  role: Type.String(),
  photoUrl: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type DepartmentEmployee = Static<typeof DepartmentEmployee>;
export const DepartmentEmployees = Ok(Type.Array(DepartmentEmployee));

/** A user joined a department; `previousDepartmentId` when they moved from another (one department per user). */
export interface StaffAssignedToDepartment {
  type: 'StaffAssignedToDepartment';
  data: { userId: string; departmentId: string; previousDepartmentId: string | null };
}
export interface StaffRemovedFromDepartment {
  type: 'StaffRemovedFromDepartment';
  data: { userId: string; departmentId: string };
}
export type DepartmentMembershipEvent = StaffAssignedToDepartment | StaffRemovedFromDepartment;
