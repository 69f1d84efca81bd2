import type { ServerModule } from '../types.js';
import { pageViewsRoutes } from './routes.js';

export { pageVisitDecider, pageVisitStream } from './decider.js';
/** Page views (issue 19 §6): visits by platform for the admin dashboard's Page View Status widget. */
export const pageViewsModule: ServerModule = { name: 'page-views', routes: pageViewsRoutes };
