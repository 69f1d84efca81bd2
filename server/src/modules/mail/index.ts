import type { ServerModule } from '../types.js';
import { mailRoutes } from './routes.js';

/** E-mail to a user and the delivery state of every message (issue 19 §3). */
export const mailModule: ServerModule = { name: 'mail', routes: mailRoutes };
