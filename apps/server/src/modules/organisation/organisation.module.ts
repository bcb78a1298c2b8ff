/**
 * The organisation module: the caller's organisation, and its settings, branding and logo (the
 * server side of the organisation page; billing has its own module).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organisationSettingsRoutes } from './organisation-settings.routes.ts';
import { organisationRoutes } from './organisation.routes.ts';

export const organisationModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(organisationRoutes);
  await app.register(organisationSettingsRoutes);
};
