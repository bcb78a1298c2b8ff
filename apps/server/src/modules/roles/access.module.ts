/** Roles, users, invitations management, audit log and building options. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const accessModule: FastifyPluginAsyncZod = async () => {};
