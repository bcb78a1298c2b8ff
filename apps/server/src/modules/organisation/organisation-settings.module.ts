/** Organisation settings, branding, logo, billing and subscription. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/env.ts';

export interface OrganisationSettingsOptions {
  config: Config;
}

export const organisationSettingsModule: FastifyPluginAsyncZod<
  OrganisationSettingsOptions
> = async () => {};
