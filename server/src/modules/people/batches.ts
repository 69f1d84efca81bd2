// A student's batch is academics' data: read through its index.ts.
export { batchOf, batchUsable, batchViewsExist, type BatchTitles } from '../academics/index.js';
