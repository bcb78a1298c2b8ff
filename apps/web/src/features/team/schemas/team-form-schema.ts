/** The team dialog's form: the contract's fields with people as {id, name} for the pickers. */
import { ZTeamFields } from '@mainstay/contracts';
import { z } from 'zod';

const ZPerson = z.object({ id: z.string(), name: z.string() });

export const ZTeamForm = ZTeamFields.pick({ name: true, description: true }).extend({
  name: z
    .string()
    .trim()
    .min(1, { message: 'validation.nameRequired' })
    .max(120, { message: 'validation.nameTooLong' }),
  description: z.string().max(1000, { message: 'validation.descriptionTooLong' }),
  lead: ZPerson.nullable(),
  members: z.array(ZPerson),
});
export type TTeamForm = z.infer<typeof ZTeamForm>;
