export * from './fleet.js';
export * from './riders.js';
