import type { ServerModule } from '../types.js';
import { identityRoutes } from './routes.js';
import { passwordResetRoutes } from './password-reset.js';

export { createAuthenticator, registerUser, createInstitute, linkParentToStudent, loadUser, EMAIL_SCOPE } from './service.js';
export const identityModule: ServerModule = {
  name: 'identity',
  async routes(app, rt) {
    await identityRoutes(app, rt);
    await passwordResetRoutes(app, rt);
  },
};
