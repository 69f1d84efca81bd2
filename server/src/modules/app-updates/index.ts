import type { ServerModule } from '../types.js';
import { appUpdatesRoutes } from './routes.js';

export { appUpdateDecider, appUpdateStream } from './decider.js';
export const appUpdatesModule: ServerModule = { name: 'app-updates', routes: appUpdatesRoutes };
