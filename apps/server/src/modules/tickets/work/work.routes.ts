/** Activity, comments, files, time logs, parts, watch and job sheet of one kind. OWNER: work helper. */
import type { TTicketKind } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TicketsDeps } from '../tickets.shared.ts';

export const ticketWorkRoutes: FastifyPluginAsyncZod<{
  deps: TicketsDeps;
  kind: TTicketKind;
}> = async (app, { deps, kind }) => {
  void app;
  void deps;
  void kind;
};
