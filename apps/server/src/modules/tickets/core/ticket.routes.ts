/** Routes of one kind of ticket (list, export, create, detail, update, status, bulk, options, categories). OWNER: core helper. */
import type { TTicketKind } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TicketsDeps } from '../tickets.shared.ts';

export const ticketRoutes: FastifyPluginAsyncZod<{ deps: TicketsDeps; kind: TTicketKind }> = async (
  app,
  { deps, kind },
) => {
  void app;
  void deps;
  void kind;
};
