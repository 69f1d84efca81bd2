import { UserPicker, type PickedUser } from '@/features/people';

/** The employee a leave is for: what the picker shows and sends. */
export type Employee = PickedUser;

/**
 * 000 §6 "Teachers and staff are listed for leave": a searchable picker over
 * GET user?role=TEACHER&role=STAFF&perPage=20&pageNo=1[&searchTitle=].
 */
export function EmployeePicker({
  value,
  onChange,
  error,
}: {
  value: Employee | null;
  onChange: (e: Employee | null) => void;
  error?: string;
}) {
  return (
    <UserPicker
      label="Employee name"
      required
      roles={['TEACHER', 'STAFF']}
      value={value}
      onChange={(u) => onChange(u && { _id: u._id, displayName: u.displayName, email: u.email, role: u.role, photoUrl: u.photoUrl })}
      error={error}
      placeholder="Search a teacher or staff member"
      emptyText="No teacher or staff member found."
    />
  );
}
