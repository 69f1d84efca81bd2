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
  /** An SMTP server that delivers the outbox: when set, e-mails (and their links) are never printed on the console. */
  smtpUrl?: string;
  /** The sender of every e-mail (MAIL_FROM, default `School <no-reply@school.local>`); replies go to `replyTo` where set. */
  mailFrom: string;
  /** At most this many e-mails are handed to the mail server per minute (MAIL_RATE_PER_MINUTE, default 60). */
  mailRatePerMinute: number;
  /**
   * Online payments: Razorpay, the test sandbox (only where asked for: PAYMENT_PROVIDER=sandbox, or the embedded demo of
   * `npm start` when PAYMENT_PROVIDER is unset), or 'none' (no online payment; the default otherwise).
   */
  paymentProvider: 'none' | 'sandbox' | 'razorpay';
  /** The sandbox was chosen because the embedded demo runs without PAYMENT_PROVIDER (start-up says so). */
  paymentSandboxByDemo: boolean;
  /** Razorpay credentials; all three are required when paymentProvider is 'razorpay'. */
  razorpayKeyId?: string;
  razorpayKeySecret?: string;
  razorpayWebhookSecret?: string;
  /** Razorpay API base (overridable for tests). */
  razorpayApiUrl: string;
  /** The spec's fee-removal flag (FEE_REMOVAL=1|true): lets an admin mark a fee paid directly. */
  feeRemoval: boolean;
  /** How often the late-fee job runs (LATE_FEES_EVERY_MINUTES, default 60; 0 turns it off). */
  lateFeesEveryMinutes: number;
  /** How often the exam deadline sweep runs (EXAM_DEADLINE_EVERY_SECONDS, default 10; 0 turns it off). */
  examDeadlineEverySeconds: number;
}

/**
 * Reads the payment settings; refuses Razorpay without its secrets rather than failing at the first payment. Unset, there
 * is no online payment, except in the embedded demo (`embeddedDemo`), which uses the sandbox.
 */
function paymentConfig(env: NodeJS.ProcessEnv, embeddedDemo: boolean) {
  const asked = (env.PAYMENT_PROVIDER ?? '').trim().toLowerCase();
  const provider = asked || (embeddedDemo ? 'sandbox' : 'none');
  if (provider !== 'sandbox' && provider !== 'razorpay' && provider !== 'none') {
    throw new Error(`PAYMENT_PROVIDER must be 'sandbox', 'razorpay' or 'none' (got '${env.PAYMENT_PROVIDER}').`);
  }
  const razorpayKeyId = env.RAZORPAY_KEY_ID || undefined;
  const razorpayKeySecret = env.RAZORPAY_KEY_SECRET || undefined;
  const razorpayWebhookSecret = env.RAZORPAY_WEBHOOK_SECRET || undefined;
  if (provider === 'razorpay') {
    const missing = [
      !razorpayKeyId && 'RAZORPAY_KEY_ID',
      !razorpayKeySecret && 'RAZORPAY_KEY_SECRET',
      !razorpayWebhookSecret && 'RAZORPAY_WEBHOOK_SECRET',
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new Error(
        `PAYMENT_PROVIDER=razorpay needs ${missing.join(', ')} (from the Razorpay dashboard). Set them, or set PAYMENT_PROVIDER=none.`,
      );
    }
  }
  return {
    paymentProvider: provider as 'none' | 'sandbox' | 'razorpay',
    paymentSandboxByDemo: !asked && provider === 'sandbox',
    razorpayKeyId,
    razorpayKeySecret,
    razorpayWebhookSecret,
    razorpayApiUrl: (env.RAZORPAY_API_URL || 'https://api.razorpay.com').replace(/\/+$/, ''),
    feeRemoval: ['1', 'true'].includes((env.FEE_REMOVAL ?? '').trim().toLowerCase()),
  };
}

/** A whole number of minutes from the environment (0 allowed), else the default. */
const minutes = (v: string | undefined, fallback: number) => (v && /^\d{1,6}$/.test(v.trim()) ? Number(v.trim()) : fallback);

export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv.slice(2)): Config {
  const embedded = !env.DATABASE_URL;
  const demo = argv.includes('--demo') || env.DEMO === '1' || (embedded && env.DEMO !== '0');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    eventstoreUrl: env.EVENTSTORE_URL || undefined,
    demo,
    demoPassword: env.DEMO_PASSWORD || 'demo1234',
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 12 * 3600),
    jwtSecret: env.JWT_SECRET || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    publicInstituteId: env.PUBLIC_INSTITUTE_ID || undefined,
    namespace: env.SCHOOL_NAMESPACE || 'school',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'School <no-reply@school.local>',
    mailRatePerMinute: mailRate(env.MAIL_RATE_PER_MINUTE),
    ...paymentConfig(env, embedded && demo),
    lateFeesEveryMinutes: minutes(env.LATE_FEES_EVERY_MINUTES, 60),
    examDeadlineEverySeconds: minutes(env.EXAM_DEADLINE_EVERY_SECONDS, 10),
  };
}

/** MAIL_RATE_PER_MINUTE: a whole number from 1 to 100000; unset, 60. */
function mailRate(v: string | undefined): number {
  if (v === undefined || v.trim() === '') return 60;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 100_000)
    throw new Error(`MAIL_RATE_PER_MINUTE must be a whole number from 1 to 100000 (got '${v}').`);
  return n;
}
