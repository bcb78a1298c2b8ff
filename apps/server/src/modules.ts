/**
 * The API modules, in the order app.ts registers them under API_BASE (each route at its entry's
 * path as the table writes it, `/v1/...`): lowest first, each after every module it imports (a
 * test holds this against the module graph), so the list reads bottom-up like the layering in
 * docs/architecture.md, and a module's plugin never runs before one it builds on. Routing does not depend on the order; the OpenAPI document follows it.
 * Tickets comes before the modules that react to it (notifications, SLA, feedback): their
 * functions reach it as `TicketsDeps.hooks`, put together here. Each module is one folder under
 * modules/ whose index.ts is its only entry.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from './config/env.ts';
import type { AuthRateLimits } from './plugins/rate-limit.ts';
import { assetsModule } from './modules/assets/index.ts';
import { auditModule } from './modules/audit/index.ts';
import { authModule } from './modules/auth/index.ts';
import { billingModule } from './modules/billing/index.ts';
import { buildingsModule } from './modules/buildings/index.ts';
import { dashboardsModule } from './modules/dashboards/index.ts';
import { formJobSheetHooks, formsModule, formsOfTicketForSheet } from './modules/forms/index.ts';
import { importsModule } from './modules/imports/index.ts';
import { invitationsModule } from './modules/invitations/index.ts';
import { notificationsModule, notificationTicketHooks } from './modules/notifications/index.ts';
import { organisationModule } from './modules/organisation/index.ts';
import { placesModule } from './modules/places/index.ts';
import { ppmModule, ppmTicketHooks } from './modules/ppm/index.ts';
import { procurementModule } from './modules/procurement/index.ts';
import { reportsModule } from './modules/reports/index.ts';
import { profileModule } from './modules/profile/index.ts';
import { rolesModule } from './modules/roles/index.ts';
import { slaModule, slaTicketHooks } from './modules/sla/index.ts';
import { teamModule } from './modules/team/index.ts';
import { feedbackTicketHooks, ticketFeedbackModule } from './modules/ticket-feedback/index.ts';
import { ticketsModule, type TicketsDeps } from './modules/tickets/index.ts';
import { templatesModule } from './modules/templates/index.ts';
import { usersModule } from './modules/users/index.ts';
// new-area:module-import (npm run new:area inserts above this line)

export interface ApiModule {
  name: string;
  /** Registers the module's plugin with its options under `prefix`. */
  register(app: FastifyInstance, prefix: string): Promise<unknown>;
}

/** Keeps each plugin checked against its own options while the list holds them all. */
function apiModule<Options extends object>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
  options: Options,
): ApiModule {
  return {
    name,
    register: async (app, prefix) => app.register(plugin, { ...options, prefix }),
  };
}

export interface ApiModulesOptions {
  config: Config;
  authRateLimits: AuthRateLimits;
}

export function apiModules(
  app: FastifyInstance,
  { config, authRateLimits }: ApiModulesOptions,
): ApiModule[] {
  const { appUrl } = config;
  const ticketsDeps: TicketsDeps = {
    db: app.db,
    files: app.files,
    appUrl,
    sendMail: async (input) => {
      await app.mail.send(input);
    },
    hooks: {
      ...slaTicketHooks,
      ...notificationTicketHooks,
      ...feedbackTicketHooks,
      ...ppmTicketHooks,
      ...formJobSheetHooks({
        files: app.files,
        loadTicketForms: (executor, { organisationId, ticketId }) =>
          formsOfTicketForSheet(executor, app.files, organisationId, ticketId),
      }),
    },
  };
  return [
    apiModule('roles', rolesModule, {}),
    apiModule('audit', auditModule, {}),
    apiModule('buildings', buildingsModule, {}),
    apiModule('organisation', organisationModule, {}),
    apiModule('imports', importsModule, {}),
    apiModule('places', placesModule, {}),
    apiModule('assets', assetsModule, {}),
    apiModule('tickets', ticketsModule, { deps: ticketsDeps }),
    apiModule('notifications', notificationsModule, { deps: ticketsDeps }),
    apiModule('sla', slaModule, { deps: ticketsDeps }),
    apiModule('ticket-feedback', ticketFeedbackModule, { deps: ticketsDeps }),
    apiModule('auth', authModule, {
      appUrl,
      rateLimits: authRateLimits,
      demoMode: Boolean(config.demoMode),
    }),
    apiModule('billing', billingModule, { config }),
    apiModule('invitations', invitationsModule, { appUrl }),
    apiModule('users', usersModule, { appUrl }),
    apiModule('team', teamModule, { appUrl }),
    apiModule('profile', profileModule, {}),
    apiModule('procurement', procurementModule, {}),
    apiModule('dashboards', dashboardsModule, { deps: ticketsDeps }),
    apiModule('reports', reportsModule, { deps: ticketsDeps }),
    apiModule('templates', templatesModule, {}),
    apiModule('forms', formsModule, { deps: ticketsDeps }),
    apiModule('ppm', ppmModule, { deps: ticketsDeps }),
    // new-area:modules (npm run new:area inserts above this line)
  ];
}
