import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import type { ServerModule } from '../types.js';
import { supportHistoryRoutes } from './history.js';
import { supportRoutes } from './routes.js';

export { enquiryDecider, enquiryStream } from './decider.js';
export const supportModule: ServerModule = {
  name: 'support',
  routes: async (app: TypedApp, rt: Runtime) => {
    await supportRoutes(app, rt);
    supportHistoryRoutes(app, rt);
  },
};
