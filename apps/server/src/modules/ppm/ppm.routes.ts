/** Routes of maintenance schedules, mounted under /v1/ppm-schedules (their tasks are tickets). */
import { ppmScheduleEndpoints as e } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { answerWithinWork } from '../../plugins/idempotency.ts';
import type { GenerateDeps } from './ppm-generate.ts';
import {
  getSchedule,
  listOccurrences,
  listSchedules,
  previewRule,
  scheduleForecast,
} from './schedules.read.ts';
import {
  archiveSchedule,
  createSchedule,
  pauseSchedule,
  resumeSchedule,
  updateSchedule,
} from './schedules.service.ts';

export const ppmRoutes: FastifyPluginAsyncZod<{ deps: GenerateDeps }> = async (app, { deps }) => {
  route(app, e.list, async (request) => listSchedules(deps.db, authOf(request), request.query));
  // The answer is stored with the schedule, in its transaction, when the call has an
  // Idempotency-Key.
  route(app, e.create, async (request, reply) =>
    createSchedule(deps, authOf(request), request.body, answerWithinWork(request, reply)),
  );
  route(app, e.preview, async (request) => previewRule(deps.db, authOf(request), request.body));
  route(app, e.get, async (request) => getSchedule(deps.db, authOf(request), request.params.id));
  route(app, e.update, async (request) =>
    updateSchedule(deps, authOf(request), request.params.id, request.body),
  );
  route(app, e.forecast, async (request) =>
    scheduleForecast(deps.db, authOf(request), request.params.id, request.query),
  );
  route(app, e.occurrences, async (request) =>
    listOccurrences(deps.db, authOf(request), request.params.id, request.query),
  );
  route(app, e.pause, async (request) =>
    pauseSchedule(deps, authOf(request), request.params.id, request.body),
  );
  route(app, e.resume, async (request) => resumeSchedule(deps, authOf(request), request.params.id));
  route(app, e.archive, async (request) =>
    archiveSchedule(deps, authOf(request), request.params.id),
  );
};
