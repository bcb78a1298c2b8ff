/**
 * Organisation settings, branding, logo, billing and subscription: the server side of the
 * organisation page.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/env.ts';
import { billingManageRoutes } from '../billing/billing-manage.routes.ts';
import { organisationSettingsRoutes } from './organisation-settings.routes.ts';

export interface OrganisationSettingsOptions {
  config: Config;
}

export const organisationSettingsModule: FastifyPluginAsyncZod<
  OrganisationSettingsOptions
> = async (app, { config }) => {
  await app.register(organisationSettingsRoutes);
  await app.register(billingManageRoutes, { config });
};
