import { z } from 'zod';

export const ZHealthResponse = z
  .object({ status: z.literal('ok'), uptime_seconds: z.number() })
  .meta({ id: 'HealthResponse' });
export type THealthResponse = z.infer<typeof ZHealthResponse>;

export const ZReadyResponse = z
  .object({ status: z.literal('ready'), database: z.enum(['embedded', 'postgresql']) })
  .meta({ id: 'ReadyResponse' });
export type TReadyResponse = z.infer<typeof ZReadyResponse>;
