import type { ServerModule } from '../types.js';
import { identityRoutes } from './routes.js';
import { passwordResetRoutes } from './password-reset.js';
import { registrationRoutes } from './registration.js';
import { userAdminRoutes } from './user-admin.js';
import { instituteRoutes } from './institutes.js';
import { registrationSettingsRoutes } from './registration-settings.js';

export { resendInvitation, sendInvitation } from './registration.js';
export {
  assignRegistrationNumber,
  assignRegistrationNumbers,
  releaseRegistrationNumber,
  REGISTRATION_TAKEN,
} from './registration-numbers.js';
export { registerUsers, sendInvitations, type BulkRegisterResult } from './bulk-registration.js';

export { createAuthenticator } from './authenticator.js';
export {
  registerUser,
  createInstitute,
  linkParentToStudent,
  loadUser,
  EMAIL_SCOPE,
  REGISTRATION_SCOPE,
  LIBRARY_CARD_SCOPE,
  canManage,
  targetUser,
  handleUserCommand,
} from './service.js';
export {
  usersByIds,
  userCardsById,
  liveInstituteUser,
  instituteName,
  instituteUsersPage,
  appUserRow,
  appUserPage,
  profilesByIds,
  type AppUserRow,
  type GenderSort,
  type UserCard,
} from './queries.js';

export const identityModule: ServerModule = {
  name: 'identity',
  async routes(app, rt) {
    await identityRoutes(app, rt);
    await passwordResetRoutes(app, rt);
    await registrationRoutes(app, rt);
    await userAdminRoutes(app, rt);
    await instituteRoutes(app, rt);
    await registrationSettingsRoutes(app, rt);
  },
};
export { userCards, usersMatching, type UserCard as PersonCard } from './queries-for-leave.js';
export { memberInRoles, payslipEmployee, payslipLetterhead, type PayslipEmployee } from './queries-for-payroll.js';
export { audienceOf } from './queries-for-communication.js';
export { instituteLetterhead } from './queries-for-student-fees.js';
