/**
 * GET /v1/auth/demo-accounts: the sign-in details the login page shows in demo mode, once the
 * demo is seeded (404 DEMO_MODE_OFF outside demo mode).
 */
import { z } from 'zod';

export const ZDemoAccount = z.object({
  role: z.string(),
  name: z.string(),
  email: z.string(),
});

export const ZDemoAccountsResponse = z
  .object({
    enabled: z.boolean().describe('True once the demo organisation exists'),
    password: z
      .string()
      .optional()
      .describe('The password of every demo account, random per installation'),
    accounts: z.array(ZDemoAccount),
  })
  .meta({ id: 'DemoAccountsResponse' });
export type TDemoAccountsResponse = z.infer<typeof ZDemoAccountsResponse>;
