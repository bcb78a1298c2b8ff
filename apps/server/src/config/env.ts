/**
 * Server configuration, read from the environment once at boot and validated with zod. A bad or
 * missing value stops start-up with a list of every problem (ConfigError), never a stack trace.
 *
 * Relative paths (DATA_DIR, WEB_DIST_DIR) are resolved against the repository root, not the
 * current directory (absolute paths are kept): `npm start` runs from the root while `npm run dev -w @mainstay/server` runs
 * from apps/server, and both must find the same database.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { findPackageRoot } from './package-root.ts';

/** apps/server, whether this runs from src/config (tsx) or from the bundle in dist. */
export const SERVER_ROOT = findPackageRoot(fileURLToPath(import.meta.url), '@mainstay/server');
export const REPOSITORY_ROOT = resolve(SERVER_ROOT, '..', '..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Unset and empty are the same thing for environment variables. */
const optionalString = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().optional(),
);

const optionalFlag = z
  .enum(['0', '1', 'true', 'false'], { message: 'must be 0 or 1' })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === '1' || value === 'true'));
const flag = optionalFlag.transform((value) => value ?? false);

const positiveCount = (fallback: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(fallback);

const ZEnvironment = z.object({
  PORT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  APP_URL: optionalString.pipe(z.url({ message: 'must be an absolute URL' }).optional()),
  API_BASE: z
    .string()
    .regex(/^\/[a-z0-9/_-]*[a-z0-9_-]$/i, 'must start with / and not end with /, e.g. /api')
    .default('/api'),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      message: 'must be development, production or test',
    })
    .default('development'),
  SEED_DEMO: optionalFlag,
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(100, 'must be at least 100')
    .default(10_000),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: optionalString.pipe(z.string().min(3).default('Mainstay <no-reply@localhost>')),
  MAIL_QUOTA_USER: positiveCount(20),
  MAIL_QUOTA_ORG: positiveCount(100),
  AUTH_RATE_LIMIT_FACTOR: z.coerce
    .number({ message: 'must be a number' })
    .min(0.1, 'must be between 0.1 and 1000')
    .max(1000, 'must be between 0.1 and 1000')
    .default(1),
  TRUST_PROXY: optionalString.pipe(
    z
      .string()
      .regex(
        /^(true|\d+|((loopback|linklocal|uniquelocal|[0-9a-f.:]+(\/\d{1,3})?)(\s*,\s*|$))+)$/i,
        'must be true, a number of proxies, or addresses/CIDRs separated by commas',
      )
      .optional(),
  ),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\/.+/, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  REDIS_KEY_PREFIX: optionalString.pipe(z.string().max(100).default('mainstay:')),
  JOBS_EVERY_MINUTE: flag,
  FILES_MAX_BYTES: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1024, 'must be at least 1024')
    .default(10 * 1024 * 1024),
  S3_ENDPOINT: optionalString.pipe(z.url({ message: 'must be an absolute URL' }).optional()),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY: optionalString,
  S3_SECRET_KEY: optionalString,
  S3_REGION: optionalString.pipe(z.string().default('us-east-1')),
  STRIPE_SECRET_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_...)')
      .optional(),
  ),
  STRIPE_PUBLISHABLE_KEY: optionalString.pipe(
    z.string().regex(/^pk_/, 'must be a Stripe publishable key (pk_...)').optional(),
  ),
  STRIPE_API_BASE: optionalString.pipe(
    z.url({ message: 'must be an absolute URL, e.g. http://127.0.0.1:12111' }).optional(),
  ),
});

export interface Config {
  port: number;
  host: string;
  /** Absolute path; the embedded database lives in `<dataDir>/pglite`. */
  dataDir: string;
  /** Set when a PostgreSQL server is used instead of the embedded database. */
  databaseUrl: string | undefined;
  appUrl: string;
  apiBase: string;
  logLevel: (typeof LOG_LEVELS)[number];
  nodeEnv: 'development' | 'production' | 'test';
  /**
   * The demo: its organisation is seeded, its sign-in details are on the login page, and it
   * mails only its own people. `quick-start`: the default of the embedded database (seeded
   * into an empty database only); `requested`: SEED_DEMO=1 (seeded even beside other
   * organisations, PostgreSQL included); false: SEED_DEMO=0, or DATABASE_URL without SEED_DEMO.
   */
  demoMode: DemoMode;
  /** Absolute path of the built web app. */
  webDistDir: string;
  shutdownTimeoutMs: number;
  /** smtp:// or smtps:// URL; without it mail is written to the log and kept in the outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How many e-mails people may have the server send (invitations, codes, links). */
  mailQuotas: MailQuotas;
  /** Multiplies every sign-in, sign-up and reset rate limit (1 = the defaults). */
  authRateLimitFactor: number;
  /**
   * Which proxies' X-Forwarded-For to believe, so that the client address (rate limits, logs) is
   * the client's, not the load balancer's: false (none), a number of hops, or addresses/CIDRs.
   */
  trustProxy: boolean | number | string[];
  /**
   * Set: rate-limit counters live in this Redis, shared by every server process; unset: each
   * process counts on its own.
   */
  redisUrl: string | undefined;
  /** Prefix of every Redis key the server writes (several installs may share one Redis). */
  redisKeyPrefix: string;
  /**
   * Tests only: every scheduled job runs each minute and schedules are checked every second, so
   * a test can watch several processes share one schedule without waiting for 03:17.
   */
  jobsEveryMinute: boolean;
  /** Largest upload accepted, in bytes. */
  filesMaxBytes: number;
  /** Set: uploads go to this S3-compatible bucket; unset: to DATA_DIR/files. */
  s3:
    | { endpoint: string; bucket: string; accessKey: string; secretKey: string; region: string }
    | undefined;
  /** Set: payments go through Stripe; unset: the built-in provider (self-hosting). */
  stripeSecretKey: string | undefined;
  stripePublishableKey: string | undefined;
  /** Where the Stripe SDK sends its calls instead of api.stripe.com (tests, mock servers). */
  stripeApiBase: string | undefined;
}

export type DemoMode = false | 'quick-start' | 'requested';

export interface MailQuotas {
  /** Per user (or per account asked about, when nobody is signed in) per hour. */
  perUserPerHour: number;
  /** Per organisation per day. */
  perOrganisationPerDay: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = ZEnvironment.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = issue.path.join('.');
        return `${name}: ${issue.message} (got ${JSON.stringify(env[name] ?? null)})`;
      }),
    );
  }
  const values = result.data;
  const s3Values = [
    values.S3_ENDPOINT,
    values.S3_BUCKET,
    values.S3_ACCESS_KEY,
    values.S3_SECRET_KEY,
  ];
  if (s3Values.some(Boolean) && !s3Values.every(Boolean)) {
    throw new ConfigError([
      'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY: set all four to store files in S3, or none',
    ]);
  }
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: resolve(REPOSITORY_ROOT, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    appUrl: (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    apiBase: values.API_BASE,
    logLevel: values.LOG_LEVEL,
    nodeEnv: values.NODE_ENV,
    demoMode: demoModeOf(values.SEED_DEMO, values.DATABASE_URL),
    webDistDir: resolve(REPOSITORY_ROOT, values.WEB_DIST_DIR),
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    mailQuotas: {
      perUserPerHour: values.MAIL_QUOTA_USER,
      perOrganisationPerDay: values.MAIL_QUOTA_ORG,
    },
    authRateLimitFactor: values.AUTH_RATE_LIMIT_FACTOR,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    redisUrl: values.REDIS_URL,
    redisKeyPrefix: values.REDIS_KEY_PREFIX,
    jobsEveryMinute: values.JOBS_EVERY_MINUTE,
    filesMaxBytes: values.FILES_MAX_BYTES,
    s3:
      values.S3_ENDPOINT && values.S3_BUCKET && values.S3_ACCESS_KEY && values.S3_SECRET_KEY
        ? {
            endpoint: values.S3_ENDPOINT,
            bucket: values.S3_BUCKET,
            accessKey: values.S3_ACCESS_KEY,
            secretKey: values.S3_SECRET_KEY,
            region: values.S3_REGION,
          }
        : undefined,
    stripeSecretKey: values.STRIPE_SECRET_KEY,
    stripePublishableKey: values.STRIPE_PUBLISHABLE_KEY,
    stripeApiBase: values.STRIPE_API_BASE,
  };
}

/** On by default only for the embedded quick start; SEED_DEMO decides when it is set. */
function demoModeOf(seedDemo: boolean | undefined, databaseUrl: string | undefined): DemoMode {
  if (seedDemo === true) return 'requested';
  if (seedDemo === false || databaseUrl) return false;
  return 'quick-start';
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (!value) return false;
  if (value.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((entry) => entry.trim());
}
