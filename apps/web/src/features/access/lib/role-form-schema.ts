/** The role form: name, description and rules; messages are keys of the `access` namespace. */
import { ROLE_DESCRIPTION_MAX, ROLE_NAME_MAX, ZRoleRule } from '@mainstay/contracts';
import { z } from 'zod';

export const ZRoleForm = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'roleForm.nameRequired' })
    .max(ROLE_NAME_MAX, { message: 'roleForm.nameTooLong' }),
  description: z
    .string()
    .trim()
    .max(ROLE_DESCRIPTION_MAX, { message: 'roleForm.descriptionTooLong' }),
  rules: z.array(ZRoleRule),
});
export type TRoleForm = z.infer<typeof ZRoleForm>;
