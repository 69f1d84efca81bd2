import { createRuntime, loadConfig } from '@school/server';

/**
 * The worker process of the services mode: projections and BullMQ jobs. Needs REDIS_URL (the queue and
 * the push fan-out) and DATABASE_URL; without Redis the server runs the same code in-process.
 */
const config = loadConfig();
if (!config.redisUrl || !config.databaseUrl) {
  console.error('npm run worker needs DATABASE_URL and REDIS_URL; without them `npm start` runs projections and jobs itself.');
  process.exit(2);
}
const log = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m), error: (m: string) => console.error(m) };
const rt = await createRuntime(config, { role: 'worker', log });
console.log(`Worker running: projections ${rt.runner.names.join(', ')}; queue ${config.namespace}-jobs.`);

let closing = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, async () => {
    if (closing) return;
    closing = true;
    await rt.close();
    process.exit(0);
  });
}
