import { z } from 'zod';

/** The signed-in user's organisation as the app shell needs it: name and branding. */
export const ZCurrentOrganisationResponse = z
  .object({
    id: z.uuid(),
    name: z.string(),
    primary_color: z.string().describe('Hex colour, e.g. #10c0d2'),
    highlight_color: z.string().describe('Hex colour, e.g. #3db5c2'),
    logo: z.string().nullable().describe('URL of the logo, or null for the product logo'),
  })
  .meta({ id: 'CurrentOrganisation' });
export type TCurrentOrganisationResponse = z.infer<typeof ZCurrentOrganisationResponse>;

export * from './organisation-settings.ts';
