import type { ServerModule } from '../types.js';
import { communicationRoutes } from './routes.js';

export { noticeDecider, noticeStream } from './deciders.js';
export { batchNotices, type BatchNoticeRow } from './queries.js';
export const communicationModule: ServerModule = { name: 'communication', routes: communicationRoutes };
