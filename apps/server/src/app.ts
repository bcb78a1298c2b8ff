/**
 * buildApp(): the whole HTTP application, assembled from plugins in a fixed order: error
 * handling and infrastructure first (database, security headers, OpenAPI, auth gate, queue),
 * then the API modules (in the order of modules.ts), then the web app that answers every other
 * path. Tests build it and call it through `inject`; server.ts builds it and listens.
 */
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/env.ts';
import { openDatabase, pgliteDirectory, type DatabaseHandle } from './db/client.ts';
import { serializeRequest } from './lib/log-redaction.ts';
import { apiModules } from './modules.ts';
import { authPlugin } from './plugins/auth.ts';
import { databasePlugin } from './plugins/database.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { gracefulClosePlugin } from './plugins/graceful-close.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { mailPlugin, type MailRetryOptions } from './plugins/mail.ts';
import { mailQuotaPlugin } from './plugins/mail-quota.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { queuePlugin } from './plugins/queue.ts';
import {
  rateLimitPlugin,
  resolveAuthRateLimits,
  scaleAuthRateLimits,
  type AuthRateLimits,
} from './plugins/rate-limit.ts';
import { securityPlugin } from './plugins/security.ts';
import { resolveAccessToken } from './modules/auth/index.ts';
import { systemModule } from './modules/system/index.ts';
import { filesPlugin } from './plugins/files.ts';
import type { FileStore } from './modules/files/index.ts';
import { webAppPlugin } from './plugins/web-app.ts';

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database the caller owns; otherwise one is opened (and closed) from config. */
  database?: DatabaseHandle;
  /** Start the job queue (default true). */
  queue?: boolean;
  /** Register the jobs' cron schedules (default: same as `queue`). */
  scheduleJobs?: boolean;
  /** How often and how soon a failed e-mail is retried by the queue (tests shorten it). */
  mailRetry?: MailRetryOptions;
  /** Where log lines go (tests capture them); default standard output. */
  logStream?: { write(line: string): void };
  /** Sign-in attempts allowed per minute per address and e-mail (default 10; tests lower it). */
  loginAttemptsPerMinute?: number;
  /** Per-route limits of the auth endpoints (defaults in plugins/rate-limit.ts; tests change them). */
  authRateLimits?: Partial<AuthRateLimits>;
  /** How long a request waits for an earlier one with its Idempotency-Key (default 10 s). */
  idempotencyWaitMs?: number;
  /** Where uploaded files go (tests use an in-memory store); default from config. */
  fileStore?: FileStore;
  /** Extra API routes under API_BASE, registered like any module (tests use this). */
  registerRoutes?: (app: FastifyInstance) => Promise<void> | void;
  /** Sees each route as it is added (the endpoint table's conformance test reads them). */
  onRoute?: (route: RouteOptions) => void;
}

/** A caller-supplied request id is reused only when it is short and plainly formed. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** pino-pretty is a development dependency: after `npm ci --omit=dev` the logs stay JSON. */
function prettyLogsInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

function loggerOptions(config: Config, logStream: BuildAppOptions['logStream']) {
  const base = {
    level: config.logLevel,
    // Tokens and cookies never reach the log, nor secrets in a URL.
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { req: serializeRequest },
  };
  if (logStream) return { ...base, stream: logStream };
  if (config.nodeEnv === 'development' && process.stdout.isTTY && prettyLogsInstalled()) {
    return {
      ...base,
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } },
    };
  }
  return base;
}

/** A number of proxies becomes "trust the nearest n hops" (Fastify's types take no number). */
function trustProxyOption(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const serverOptions: FastifyServerOptions = {
    logger: loggerOptions(config, options.logStream),
    requestIdHeader: false,
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming)
        ? incoming
        : randomUUID();
    },
    // One rule for every path: a trailing slash names the same route ('/v1/buildings/' is
    // '/v1/buildings'), as the API answered before routes came from the endpoint table.
    routerOptions: { ignoreTrailingSlash: true },
    // Let in-flight requests finish on close while refusing new ones.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  let database = options.database;
  const ownsDatabase = !database;
  if (!database) {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: pgliteDirectory(config.dataDir),
    });
    try {
      await database.migrate();
    } catch (error) {
      await database.close();
      throw error;
    }
  }

  try {
    await registerEverything(app, options, database, ownsDatabase);
  } catch (error) {
    // A half-built app must not keep the database (or the queue) open.
    await app.close().catch(() => {});
    if (ownsDatabase) await database.close();
    throw error;
  }
  return app;
}

async function registerEverything(
  app: FastifyInstance,
  options: BuildAppOptions,
  database: DatabaseHandle,
  ownsDatabase: boolean,
): Promise<void> {
  const { config } = options;
  await app.register(errorHandlerPlugin);
  await app.register(gracefulClosePlugin);
  await app.register(inputGuardPlugin);
  await app.register(databasePlugin, { handle: database, closeOnShutdown: ownsDatabase });
  await app.register(securityPlugin, { stripe: Boolean(config.stripePublishableKey) });
  await app.register(rateLimitPlugin, {
    redisUrl: config.redisUrl,
    redisKeyPrefix: config.redisKeyPrefix,
  });
  await app.register(mailQuotaPlugin, { quotas: config.mailQuotas });
  await app.register(openApiPlugin, { apiBase: config.apiBase, appUrl: config.appUrl });
  await app.register(authPlugin, { apiBase: config.apiBase, resolveToken: resolveAccessToken });
  await app.register(filesPlugin, {
    config,
    ...(options.fileStore ? { store: options.fileStore } : {}),
  });
  if (options.queue ?? true) {
    await app.register(queuePlugin, {
      schedule: options.scheduleJobs ?? options.queue ?? true,
      everyMinute: config.jobsEveryMinute,
      shutdownTimeoutMs: config.shutdownTimeoutMs,
    });
  }
  await app.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    appUrl: config.appUrl,
    demoMode: Boolean(config.demoMode),
    useQueue: options.queue ?? true,
    ...(options.mailRetry ? { retry: options.mailRetry } : {}),
  });
  await app.register(idempotencyPlugin, {
    ...(options.idempotencyWaitMs === undefined ? {} : { waitMs: options.idempotencyWaitMs }),
  });

  await app.register(systemModule, { prefix: config.apiBase });
  const modules = apiModules(app, {
    config,
    authRateLimits: scaleAuthRateLimits(
      resolveAuthRateLimits(options.authRateLimits, options.loginAttemptsPerMinute),
      config.authRateLimitFactor,
    ),
  });
  for (const module of modules) await module.register(app, config.apiBase);
  const { registerRoutes } = options;
  if (registerRoutes) {
    await app.register(async (scope) => registerRoutes(scope), { prefix: config.apiBase });
  }

  await app.register(webAppPlugin, { apiBase: config.apiBase, webDistDir: config.webDistDir });
  await app.ready();
}
