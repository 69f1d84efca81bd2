import type { ServerModule } from '../types.js';
import { fileRoutes } from './routes.js';

export const filesModule: ServerModule = { name: 'files', routes: fileRoutes };
