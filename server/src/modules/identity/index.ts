import type { ServerModule } from '../types.js';
import { identityRoutes } from './routes.js';

export { createAuthenticator, registerUser, createInstitute, linkParentToStudent, loadUser, EMAIL_SCOPE } from './service.js';
export const identityModule: ServerModule = { name: 'identity', routes: identityRoutes };
