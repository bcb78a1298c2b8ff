import type { fileEndpoints, publicTicketEndpoints } from '@mainstay/contracts';
import {
  placeEndpoints,
  profileEndpoints,
  ticketKindEndpoints,
  type TBuilding,
  type TBuildingListResponse,
  type TCreateBuildingRequest,
} from '@mainstay/contracts';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { call, endpointPath, type CallOptions, type EndpointResult } from './endpoint-client.ts';

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const sent = (index = 0) => fetchMock.mock.calls[index];

describe('endpointPath', () => {
  it('fills each parameter, encoded, and leaves static paths alone', () => {
    expect(endpointPath(placeEndpoints.listBuildings)).toBe('/v1/buildings');
    expect(endpointPath(placeEndpoints.getBuilding, { id: 'a/b c?' })).toBe(
      '/v1/buildings/a%2Fb%20c%3F',
    );
    expect(
      endpointPath(ticketKindEndpoints.general.deleteTimeLog, { id: 't-1', logId: 'l&2' }),
    ).toBe('/v1/general-tickets/t-1/time-logs/l%262');
  });

  it('refuses a missing parameter rather than calling a wrong URL', () => {
    const untyped = endpointPath as (entry: unknown, params?: unknown) => string;
    expect(() => untyped(placeEndpoints.getBuilding, {})).toThrow('needs the parameter "id"');
    expect(() => untyped(placeEndpoints.getBuilding, { id: '' })).toThrow('"id"');
  });
});

describe('call', () => {
  it('sends the entry method to the built URL with the query', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: [], total: 0, page: 2, per_page: 10 }));
    await call(placeEndpoints.listBuildings, { query: { page: '2', search: 'north' } });
    expect(sent()?.[0]).toBe('/api/v1/buildings?page=2&search=north');
    expect(sent()?.[1]?.method).toBe('GET');
  });

  it('sends a JSON body for a write and answers the parsed response', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { id: 'b1', name: 'North' }));
    const result = await call(placeEndpoints.updateBuilding, {
      params: { id: 'b1' },
      body: { name: 'North' },
    });
    expect(result).toEqual({ id: 'b1', name: 'North' });
    expect(sent()?.[0]).toBe('/api/v1/buildings/b1');
    expect(sent()?.[1]?.method).toBe('PATCH');
    expect(sent()?.[1]?.body).toBe('{"name":"North"}');
  });

  it('sends FormData as it is for a multipart entry', async () => {
    fetchMock.mockResolvedValueOnce(json(200, {}));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await call(profileEndpoints.setAvatar, { body: form });
    expect(sent()?.[1]?.method).toBe('PUT');
    expect(sent()?.[1]?.body).toBe(form);
  });

  it('answers nothing for a no-content entry and the Response for a download', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(call(placeEndpoints.deleteBuilding, { params: { id: 'b1' } })).resolves.toBe(
      undefined,
    );
    fetchMock.mockResolvedValueOnce(new Response('a,b', { status: 200 }));
    const file = await call(placeEndpoints.exportBuildings, { query: { format: 'csv' } });
    expect(file).toBeInstanceOf(Response);
    await expect(file.text()).resolves.toBe('a,b');
  });

  it('raises the error body as an ApiError, like every other call', async () => {
    fetchMock.mockResolvedValueOnce(
      json(404, { message: 'Building not found', code: 'NOT_FOUND' }),
    );
    const failure = call(placeEndpoints.getBuilding, { params: { id: 'b1' }, retry: false });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, message: 'Building not found' });
  });
});

describe('types', () => {
  it('infers the answer from the success response', () => {
    expectTypeOf<EndpointResult<typeof placeEndpoints.getBuilding>>().toEqualTypeOf<TBuilding>();
    expectTypeOf<
      EndpointResult<typeof placeEndpoints.listBuildings>
    >().toEqualTypeOf<TBuildingListResponse>();
    expectTypeOf<EndpointResult<typeof placeEndpoints.deleteBuilding>>().toEqualTypeOf<void>();
    expectTypeOf<EndpointResult<typeof placeEndpoints.exportBuildings>>().toEqualTypeOf<Response>();
  });

  it('asks for what the request schemas accept', () => {
    type Create = CallOptions<typeof placeEndpoints.createBuilding>;
    expectTypeOf<Create['body']>().toEqualTypeOf<TCreateBuildingRequest>();
    type Get = CallOptions<typeof placeEndpoints.getBuilding>;
    expectTypeOf<Get['params']>().toEqualTypeOf<{ id: string }>();
    type Avatar = CallOptions<typeof profileEndpoints.setAvatar>;
    expectTypeOf<Avatar['body']>().toEqualTypeOf<FormData>();
    // A required query field must be given; optional ones may be left out.
    expectTypeOf<CallOptions<typeof publicTicketEndpoints.publicTicket>>().toHaveProperty('query');
    expectTypeOf<{ params: { id: string } }>().not.toExtend<
      CallOptions<typeof fileEndpoints.fileContent>
    >();
  });

  it('rejects calls the entry does not allow', () => {
    // @ts-expect-error: the building id is required
    void (() => call(placeEndpoints.getBuilding));
    // @ts-expect-error: not a field of the list query
    void (() => call(placeEndpoints.listBuildings, { query: { colour: 'red' } }));
    // @ts-expect-error: the body must be a building
    void (() => call(placeEndpoints.createBuilding, { body: { nom: 'x' } }));
  });
});
