/**
 * GET /v1/buildings/options: the buildings a picker may offer (e.g. a person's building scope),
 * limited to the buildings the caller may reach themselves.
 */
import { type TBuildingOptionsResponse, accessEndpoints } from '@mainstay/contracts';
import { asc, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { buildings } from '../../db/schema/index.ts';
import { accessScopeOf, withinBuildings } from '../../lib/access-scope.ts';

import { forOrganisation } from '../../lib/tenancy.ts';
import { authOf } from '../../plugins/auth.ts';

export const buildingOptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    accessEndpoints.buildingOptions,
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
