/**
 * buildApp(): the whole HTTP application, assembled from plugins in a fixed order: error
 * handling and infrastructure first (database, security headers, OpenAPI, auth gate, queue),
 * then the API modules, then the web app that answers every other path. Tests build it and
 * call it through `inject`; server.ts builds it and listens.
 */
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/env.ts';
import { openDatabase, pgliteDirectory, type DatabaseHandle } from './db/client.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { organisationRoutes } from './modules/organisation/organisation.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { databasePlugin } from './plugins/database.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { mailPlugin, type MailRetryOptions } from './plugins/mail.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { queuePlugin } from './plugins/queue.ts';
import {
  rateLimitPlugin,
  resolveAuthRateLimits,
  scaleAuthRateLimits,
  type AuthRateLimits,
} from './plugins/rate-limit.ts';
import { securityPlugin } from './plugins/security.ts';
import { accessModule } from './modules/roles/access.module.ts';
import { organisationSettingsModule } from './modules/organisation/organisation-settings.module.ts';
import { teamModule } from './modules/team/team.module.ts';
import { profileModule } from './modules/profile/profile.module.ts';
import { placesModule } from './modules/places/places.module.ts';
import { assetsModule } from './modules/assets/assets.module.ts';
import { procurementModule } from './modules/procurement/procurement.module.ts';
import { importsModule } from './modules/imports/imports.module.ts';
import { ticketsModule } from './modules/tickets/tickets.module.ts';
import { slaModule } from './modules/sla/sla.module.ts';
import { notificationsModule } from './modules/notifications/notifications.module.ts';
import { ticketFeedbackModule } from './modules/ticket-feedback/ticket-feedback.module.ts';
import type { TicketsDeps } from './modules/tickets/tickets.shared.ts';
import { filesPlugin } from './plugins/files.ts';
import type { FileStore } from './modules/files/file-store.ts';
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
  /** Where uploaded files go (tests use an in-memory store); default from config. */
  fileStore?: FileStore;
  /** Extra API routes under API_BASE, registered like any module (tests use this). */
  registerRoutes?: (app: FastifyInstance) => Promise<void> | void;
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
    // Tokens and cookies never reach the log.
    redact: ['req.headers.authorization', 'req.headers.cookie'],
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

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const serverOptions: FastifyServerOptions = {
    logger: loggerOptions(config, options.logStream),
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming)
        ? incoming
        : randomUUID();
    },
    // Let in-flight requests finish on close while refusing new ones.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

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
  await app.register(databasePlugin, { handle: database, closeOnShutdown: ownsDatabase });
  await app.register(securityPlugin, { stripe: Boolean(config.stripePublishableKey) });
  await app.register(rateLimitPlugin);
  await app.register(openApiPlugin, { apiBase: config.apiBase, appUrl: config.appUrl });
  await app.register(authPlugin, { apiBase: config.apiBase });
  await app.register(filesPlugin, {
    config,
    ...(options.fileStore ? { store: options.fileStore } : {}),
  });
  if (options.queue ?? true) {
    await app.register(queuePlugin, {
      schedule: options.scheduleJobs ?? options.queue ?? true,
      shutdownTimeoutMs: config.shutdownTimeoutMs,
    });
  }
  await app.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    appUrl: config.appUrl,
    useQueue: options.queue ?? true,
    ...(options.mailRetry ? { retry: options.mailRetry } : {}),
  });

  await app.register(systemRoutes, { prefix: config.apiBase });
  await app.register(authModule, {
    prefix: `${config.apiBase}/v1`,
    appUrl: config.appUrl,
    rateLimits: scaleAuthRateLimits(
      resolveAuthRateLimits(options.authRateLimits, options.loginAttemptsPerMinute),
      config.authRateLimitFactor,
    ),
  });
  await app.register(organisationRoutes, { prefix: `${config.apiBase}/v1` });
  await app.register(billingRoutes, { prefix: `${config.apiBase}/v1`, config });
  await app.register(accessModule, { prefix: `${config.apiBase}/v1`, appUrl: config.appUrl });
  await app.register(organisationSettingsModule, { prefix: `${config.apiBase}/v1`, config });
  await app.register(teamModule, { prefix: `${config.apiBase}/v1`, appUrl: config.appUrl });
  await app.register(profileModule, { prefix: `${config.apiBase}/v1` });
  await app.register(placesModule, { prefix: `${config.apiBase}/v1` });
  await app.register(assetsModule, { prefix: `${config.apiBase}/v1` });
  await app.register(procurementModule, { prefix: `${config.apiBase}/v1` });
  await app.register(importsModule, { prefix: `${config.apiBase}/v1` });
  const ticketsDeps: TicketsDeps = {
    db: app.db,
    files: app.files,
    appUrl: config.appUrl,
    sendMail: async (input) => {
      await app.mail.send(input);
    },
  };
  for (const module of [ticketsModule, slaModule, notificationsModule, ticketFeedbackModule]) {
    await app.register(module, { prefix: `${config.apiBase}/v1`, deps: ticketsDeps });
  }
  const { registerRoutes } = options;
  if (registerRoutes) {
    await app.register(async (scope) => registerRoutes(scope), { prefix: config.apiBase });
  }

  await app.register(webAppPlugin, { apiBase: config.apiBase, webDistDir: config.webDistDir });
  await app.ready();
}
