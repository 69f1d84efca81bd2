export { StudentTable } from './components/student-table';
export { useStudents, type StudentListParams, type StudentRow } from './api/students';
export { studentKeys, userKeys } from './api/people-keys';
export { useUsers, type UserRow } from './api/users';
export { UserAvatar } from './components/user-avatar';
export { UserPicker, type PickedUser } from './components/user-picker';
