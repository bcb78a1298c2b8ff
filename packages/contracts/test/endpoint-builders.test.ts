// The entry builders of the endpoint table (a list, an export, a bulk action, an upload) make
// the very entry `defineEndpoint` would with the shape written out, and keep the schemas' types,
// which the web client and the server's handlers infer their request and answer from.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  bulkEndpoint,
  defineEndpoint,
  download,
  exportEndpoint,
  listEndpoint,
  multipartBody,
  uploadEndpoint,
  type EndpointDefinition,
} from '../src/endpoints/define.ts';
import { placeEndpoints } from '../src/places/places.endpoints.ts';
import { ZBuilding, ZBuildingListResponse } from '../src/places/buildings.ts';

const ZQuery = z.object({ page: z.coerce.number().optional() });
const ZPage = z.object({ data: z.array(z.string()), total: z.number() });
const ZParams = z.object({ id: z.uuid() });
const access = { permission: { action: 'read', subject: 'buildings' } } as const;
const text = { access, tags: ['things'], summary: 'Things' } as const;

describe('endpoint builders', () => {
  it('make a list: GET, the page as 200, and 401, 403, 422 with the errors added', () => {
    const built = listEndpoint({
      path: '/v1/things/:id/children',
      params: ZParams,
      query: ZQuery,
      response: ZPage,
      errors: [404],
      ...text,
    });
    expect(built).toEqual(
      defineEndpoint({
        method: 'GET',
        path: '/v1/things/:id/children',
        params: ZParams,
        query: ZQuery,
        responses: { 200: ZPage },
        errors: [401, 403, 422, 404],
        ...text,
      }),
    );
    expect(built.responses[200]).toBe(ZPage);
  });

  it('make an export: GET with the query, answering a CSV or XLSX file', () => {
    expect(exportEndpoint({ path: '/v1/things/export', query: ZQuery, ...text })).toEqual(
      defineEndpoint({
        method: 'GET',
        path: '/v1/things/export',
        query: ZQuery,
        responses: {
          200: download(
            ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
            'The CSV or XLSX file',
          ),
        },
        errors: [401, 403, 422],
        ...text,
      }),
    );
  });

  it('make a bulk action: POST with 200 whatever each id answered', () => {
    const body = z.object({ ids: z.array(z.uuid()) });
    expect(bulkEndpoint({ path: '/v1/things/bulk', body, response: ZPage, ...text })).toEqual(
      defineEndpoint({
        method: 'POST',
        path: '/v1/things/bulk',
        body,
        responses: { 200: ZPage },
        errors: [401, 403, 422],
        ...text,
      }),
    );
  });

  it('make an upload: multipart, 201 for a file added (POST), 200 for the one file set (PUT)', () => {
    const shape = { path: '/v1/things/:id/file', params: ZParams, response: ZBuilding, ...text };
    const added = uploadEndpoint({ method: 'POST', ...shape, errors: [404] });
    expect(added).toEqual(
      defineEndpoint({
        method: 'POST',
        path: '/v1/things/:id/file',
        params: ZParams,
        body: multipartBody,
        responses: { 201: ZBuilding },
        errors: [401, 403, 404, 413, 415, 422],
        ...text,
      }),
    );
    const set = uploadEndpoint({ method: 'PUT', ...shape });
    expect(set.responses).toEqual({ 200: ZBuilding });
    expect([...set.errors].sort()).toEqual([401, 403, 413, 415, 422]);
  });

  it("keep the schemas' own types in the entries of the table", () => {
    const list = placeEndpoints.listBuildings;
    expectTypeOf(list.responses[200]).toEqualTypeOf<typeof ZBuildingListResponse>();
    expectTypeOf(list.method).toEqualTypeOf<'GET'>();
    expectTypeOf(placeEndpoints.setBuildingPhoto.responses).toEqualTypeOf<{
      readonly 200: typeof ZBuilding;
    }>();
    expectTypeOf(list).toExtend<EndpointDefinition>();
    expect(list.responses[200]).toBe(ZBuildingListResponse);
  });
});
