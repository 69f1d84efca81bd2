import type { ServerModule } from '../types.js';
import { permissionRoutes } from './routes.js';

export { createModuleGate, grantedModules, grantsOf, type Grants } from './gate.js';
export { permissionsDecider, departmentPermissionsStream, userPermissionsStream } from './decider.js';
export const permissionsModule: ServerModule = { name: 'permissions', routes: permissionRoutes };
