/**
 * The organisation: its details, settings, branding and logo.
 * The public entry of this module: other modules, the seed and app.ts import only from here.
 */
export { logoFile, organisationBranding } from './organisation-settings.service.ts';
export type { OrganisationBranding } from './organisation-settings.service.ts';
export { organisationModule } from './organisation.module.ts';
export { insertOrganisation } from './organisation.repository.ts';
