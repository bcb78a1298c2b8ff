/**
 * Build-time configuration, validated once when the app starts. A bad value stops start-up
 * with a message naming what is wrong. zod/mini keeps this out of the first-load budget.
 */
import * as z from 'zod/mini';

const ZWebEnv = z.object({
  VITE_API_BASE: z._default(
    z.string().check(
      z.minLength(1),
      z.refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), {
        message: 'must be a path starting with "/" or an http(s) URL',
      }),
    ),
    '/api',
  ),
});

export type WebEnv = z.infer<typeof ZWebEnv>;

export function parseEnv(source: Record<string, unknown>): WebEnv {
  const result = ZWebEnv.safeParse({ VITE_API_BASE: source.VITE_API_BASE || undefined });
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid web configuration:\n${problems.join('\n')}`);
  }
  return result.data;
}

export const env: WebEnv = parseEnv(import.meta.env);
