/**
 * The work record of one kind of ticket: timeline and comments, files, time logs and parts,
 * watching, and the job sheet PDF. Registered by tickets.module.ts once per kind; the paths come
 * from the kind's endpoint table.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityRoutes } from './activity.routes.ts';
import { fileRoutes } from './files.routes.ts';
import { jobSheetRoutes } from './job-sheet/job-sheet.routes.ts';
import { recordRoutes } from './record.routes.ts';
import type { WorkContext } from './work.shared.ts';

export const ticketWorkRoutes: FastifyPluginAsyncZod<WorkContext> = async (app, { deps, kind }) => {
  // Only deps and kind go on to the route plugins, not Fastify's own registration options.
  const context: WorkContext = { deps, kind };
  await app.register(activityRoutes, context);
  await app.register(fileRoutes, context);
  await app.register(recordRoutes, context);
  await app.register(jobSheetRoutes, context);
};
