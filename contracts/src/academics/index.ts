export * from './courses.js';
export * from './batches.js';
export * from './masters.js';
export * from './calendar.js';
export * from './timetable.js';
export * from './batch-content.js';
