export * from './events.js';
export * from './catalogue.js';
export * from './circulation.js';
