export { StudentTable } from './components/student-table';
export { useStudents, type StudentListParams, type StudentRow } from './api/students';
export { studentKeys, userKeys } from './api/people-keys';
export { useUsers, useUserDetails, type UserRow } from './api/users';
export { UserPicker, type PickedUser } from './components/user-picker';
