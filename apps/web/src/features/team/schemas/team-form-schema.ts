/**
 * The team dialog's form: the contract's fields (and limits) with people as {id, name} for the
 * pickers, and messages that are translation keys of the 'team' namespace.
 */
import { TEAM_DESCRIPTION_MAX, TEAM_NAME_MAX, ZTeamFields } from '@mainstay/contracts';
import { z } from 'zod';

const ZPerson = z.object({ id: z.string(), name: z.string() });

export const ZTeamForm = ZTeamFields.pick({ name: true, description: true }).extend({
  name: z
    .string()
    .trim()
    .min(1, { message: 'validation.nameRequired' })
    .max(TEAM_NAME_MAX, { message: 'validation.nameTooLong' }),
  description: z.string().max(TEAM_DESCRIPTION_MAX, { message: 'validation.descriptionTooLong' }),
  lead: ZPerson.nullable(),
  members: z.array(ZPerson),
});
export type TTeamForm = z.infer<typeof ZTeamForm>;
