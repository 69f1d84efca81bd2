import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** Where PGlite, files and the generated secret live in embedded mode. */
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  eventstoreUrl?: string;
  /** Create the demo institute (on an empty event log). */
  demo: boolean;
  demoPassword: string;
  tokenTtlSeconds: number;
  jwtSecret?: string;
  logLevel: string;
  /** The default institute `GET logo` answers for when there are several (by id). */
  publicInstituteId?: string;
  /** Prefix of the BullMQ queue, the Redis push channel and rate-limit keys (several deployments on one Redis). */
  namespace: string;
  /** The panel's public address, for links in e-mails. */
  publicUrl: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv.slice(2)): Config {
  const embedded = !env.DATABASE_URL;
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    eventstoreUrl: env.EVENTSTORE_URL || undefined,
    demo: argv.includes('--demo') || env.DEMO === '1' || (embedded && env.DEMO !== '0'),
    demoPassword: env.DEMO_PASSWORD || 'demo1234',
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 12 * 3600),
    jwtSecret: env.JWT_SECRET || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    publicInstituteId: env.PUBLIC_INSTITUTE_ID || undefined,
    namespace: env.SCHOOL_NAMESPACE || 'school',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, ''),
  };
}
