export { buildApp, API_PREFIX } from './app.js';
export { createRuntime, type Runtime } from './platform/runtime.js';
export { loadConfig, type Config } from './platform/config.js';
export { openDatabase, openIsolatedPostgres, type Database } from './platform/db/database.js';
export { PostgresEventStore, migrateEventStore } from './platform/event-store/postgres-event-store.js';
export { seedDemo, seedPeople, DEMO_USERS, type SeededPeople } from './demo/seed.js';
export type { PostgresEventStoreHooks } from './platform/event-store/postgres-event-store.js';
export { setPasswordHashCost } from './platform/auth/passwords.js';
export { runBulkImportJob, createBulkUploadJob, loadBulkUploadJob, writeBulkSheet } from './modules/bulk-upload/index.js';
