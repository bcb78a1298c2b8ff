/**
 * Rate limits for the routes people could abuse (sign-in first; sign-up and password reset
 * follow). Off by default: a route opts in with `config.rateLimit`. Over the limit answers 429
 * RATE_LIMITED with a message and a Retry-After header.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      // After the body is parsed, so a limit can be keyed by the e-mail address being tried.
      hook: 'preValidation',
      errorResponseBuilder: (_request, context) =>
        new AppError(
          'RATE_LIMITED',
          `Too many attempts. Please try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
        ),
    });
  },
  { name: 'rate-limit', dependencies: ['error-handler'] },
);

/** Keys a limit by client address and the e-mail address in the body, when there is one. */
export function byAddressAndEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${request.ip}|${email}`;
}
