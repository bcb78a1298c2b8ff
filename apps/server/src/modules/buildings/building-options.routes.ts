/**
 * GET /v1/buildings/options: the buildings a picker may offer (e.g. a person's building scope),
 * limited to the buildings the caller may reach themselves.
 */
import { ZBuildingOptionsResponse, type TBuildingOptionsResponse } from '@mainstay/contracts';
import { asc, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildings } from '../../db/schema/index.ts';
import { accessScopeOf, withinBuildings } from '../../lib/access-scope.ts';
import { PRIVATE_ROUTE_ERRORS } from '../../lib/route-schemas.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import { authOf } from '../../plugins/auth.ts';

export const buildingOptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/buildings/options',
    {
      // Everyone who picks a building somewhere: people admins, the buildings pages and whoever
      // may report a ticket (reporters cannot read the buildings list itself).
      config: {
        anyPermission: [
          { action: 'read', subject: 'organisation' },
          { action: 'read', subject: 'buildings' },
          { action: 'add', subject: 'reactive task' },
          { action: 'add', subject: 'general tickets' },
        ],
      },
      schema: {
        tags: ['buildings'],
        summary: "The organisation's buildings within the caller's own building scope, by name",
        response: { 200: ZBuildingOptionsResponse, ...PRIVATE_ROUTE_ERRORS },
      },
    },
    async (request): Promise<TBuildingOptionsResponse> => {
      const auth = authOf(request);
      const scope = await accessScopeOf(app.db, auth);
      const rows = await app.db
        .select({ id: buildings.id, name: buildings.name, code: buildings.code })
        .from(buildings)
        .where(
          forOrganisation(app.db, auth.organisationId).where(
            buildings,
            withinBuildings(scope, buildings.id),
          ),
        )
        .orderBy(sql`lower(${buildings.name})`, asc(buildings.id));
      return { data: rows };
    },
  );
};
