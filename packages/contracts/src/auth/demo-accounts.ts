/** GET /v1/auth/demo-accounts: the sign-in details the login page shows when the demo is seeded. */
import { z } from 'zod';

export const ZDemoAccount = z.object({
  role: z.string(),
  name: z.string(),
  email: z.string(),
});

export const ZDemoAccountsResponse = z
  .object({
    enabled: z.boolean().describe('True only when the demo organisation exists'),
    password: z.string().optional().describe('The password of every demo account'),
    accounts: z.array(ZDemoAccount),
  })
  .meta({ id: 'DemoAccountsResponse' });
export type TDemoAccountsResponse = z.infer<typeof ZDemoAccountsResponse>;
