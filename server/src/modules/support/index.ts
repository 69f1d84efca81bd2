import type { ServerModule } from '../types.js';
import { supportRoutes } from './routes.js';

export { enquiryDecider, enquiryStream } from './decider.js';
export const supportModule: ServerModule = { name: 'support', routes: supportRoutes };
