/** The signed-in user's own profile, e-mail, password, avatar, signature and devices. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const profileModule: FastifyPluginAsyncZod = async () => {};
