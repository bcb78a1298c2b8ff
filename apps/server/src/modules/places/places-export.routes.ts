/**
 * GET /v1/buildings/export and /v1/locations/export: the list with the same filters, search and
 * sort, as CSV or XLSX, with its header row in the caller's language.
 */
import { placeEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

import { accessScopeOf } from '../../lib/access-scope.ts';

import { authOf } from '../../plugins/auth.ts';
import { languageOf } from '../../plugins/language.ts';
import { exportColumns, sendExport } from '../imports/index.ts';
import { buildingListCondition, selectBuildings } from './buildings.service.ts';
import { locationListCondition, selectLocations, toLocationListItem } from './locations.service.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** The columns of each export, named in the caller's language (places:export.columns). */
const BUILDING_COLUMNS = [
  'name',
  'code',
  'type',
  'status',
  'street',
  'city',
  'region',
  'postcode',
  'country',
  'latitude',
  'longitude',
  'floors',
  'gross_area',
  'area_unit',
  'year_built',
  'opening_hours',
  'locations_count',
  'assets_count',
  'notes',
] as const;

const LOCATION_COLUMNS = [
  'name',
  'code',
  'type',
  'building',
  'path',
  'area',
  'sublocations',
  'assets_count',
  'notes',
] as const;

export const placesExportRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, placeEndpoints.exportBuildings, async (request, reply) => {
    const auth = authOf(request);
    const scope = await accessScopeOf(app.db, auth);
    const where = buildingListCondition(app.db, auth.organisationId, scope, request.query);
    const rows = await selectBuildings(app.db, where, request.query);
    return sendExport(reply, {
      format: request.query.format,
      filename: `buildings-${today()}`,
      columns: exportColumns(languageOf(request), 'places', BUILDING_COLUMNS),
      rows: rows.map((row) => ({
        name: row.name,
        code: row.code,
        type: row.type,
        status: row.archivedAt ? 'archived' : row.status,
        street: row.street,
        city: row.city,
        region: row.region,
        postcode: row.postcode,
        country: row.country,
        latitude: row.latitude,
        longitude: row.longitude,
        floors: row.floors,
        gross_area: row.grossArea,
        area_unit: row.areaUnit,
        year_built: row.yearBuilt,
        opening_hours: row.openingHours,
        locations_count: row.locationsCount,
        assets_count: row.assetsCount,
        notes: row.notes,
      })),
    });
  });

  route(app, placeEndpoints.exportLocations, async (request, reply) => {
    const auth = authOf(request);
    const scope = await accessScopeOf(app.db, auth);
    const where = locationListCondition(app.db, auth.organisationId, scope, request.query);
    const rows = await selectLocations(app.db, where, request.query);
    return sendExport(reply, {
      format: request.query.format,
      filename: `locations-${today()}`,
      columns: exportColumns(languageOf(request), 'places', LOCATION_COLUMNS),
      rows: rows.map((row) => {
        const item = toLocationListItem(row);
        return {
          name: item.name,
          code: item.code,
          type: item.type,
          building: item.building.name,
          path: [...item.path_names, item.name].join(' › '),
          area: item.area,
          sublocations: item.children_count,
          assets_count: item.assets_count,
          notes: row.notes,
        };
      }),
    });
  });
};
