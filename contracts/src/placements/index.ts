export * from './notices.js';
export * from './reports.js';
