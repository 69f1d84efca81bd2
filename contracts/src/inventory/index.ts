export * from './events.js';
export * from './routes.js';
