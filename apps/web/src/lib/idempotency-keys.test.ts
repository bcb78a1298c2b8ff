// The Idempotency-Key of creating calls: sent with every creation (and nothing else), the same
// key for the same submission until its answer is final, a new one after a success, a refusal
// or a change of the values.
import { placeEndpoints, ticketKindEndpoints } from '@mainstay/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from './endpoint-client.ts';
import { isFinalAnswer, newIdempotencyKey } from './idempotency-keys.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
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

/** The Idempotency-Key of the n-th request sent. */
const keyOf = (index: number) =>
  (fetchMock.mock.calls[index]?.[1]?.headers as Record<string, string> | undefined)?.[
    'idempotency-key'
  ];

const createBuilding = (name: string, extra: Record<string, unknown> = {}) =>
  call(placeEndpoints.createBuilding, { body: { name, ...extra } as never });

describe('Idempotency-Key on creating calls', () => {
  it('sends a UUID with a creation, and none with reads, changes or uploads', async () => {
    fetchMock.mockImplementation(async () => json(201, {}));
    await createBuilding('North');
    expect(keyOf(0)).toMatch(UUID);
    await call(placeEndpoints.updateBuilding, { params: { id: 'b1' }, body: { name: 'N' } });
    await call(placeEndpoints.listBuildings);
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await call(ticketKindEndpoints.reactive.uploadFile, { params: { id: 't1' }, body: form });
    expect([keyOf(1), keyOf(2), keyOf(3)]).toEqual([undefined, undefined, undefined]);
  });

  it('reuses the key when the same values are sent again after a network error or a 5xx', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(createBuilding('Depot', { city: 'Lyon' })).rejects.toMatchObject({ status: 0 });
    fetchMock.mockResolvedValueOnce(json(503, { message: 'Down', code: 'SERVICE_UNAVAILABLE' }));
    // The same values, their keys in another order: the same submission.
    await expect(
      call(placeEndpoints.createBuilding, { body: { city: 'Lyon', name: 'Depot' } as never }),
    ).rejects.toMatchObject({ status: 503 });
    fetchMock.mockResolvedValueOnce(json(201, { id: 'b1' }));
    await createBuilding('Depot', { city: 'Lyon' });
    expect(keyOf(0)).toMatch(UUID);
    expect(keyOf(1)).toBe(keyOf(0));
    expect(keyOf(2)).toBe(keyOf(0));
  });

  it('renews the key after a success, after a refusal and when the values change', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { id: 'b1' }));
    await createBuilding('Annex');
    fetchMock.mockResolvedValueOnce(json(201, { id: 'b2' }));
    await createBuilding('Annex');
    fetchMock.mockResolvedValueOnce(json(422, { message: 'No', code: 'VALIDATION_FAILED' }));
    await expect(createBuilding('Annex')).rejects.toMatchObject({ status: 422 });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(createBuilding('Annex')).rejects.toMatchObject({ status: 0 });
    fetchMock.mockResolvedValueOnce(json(201, { id: 'b3' }));
    await createBuilding('Annex 2');
    const keys = [0, 1, 2, 3, 4].map(keyOf);
    expect(new Set(keys).size).toBe(5);
  });

  it('keeps the key while the first request with it is still running (409 in progress)', async () => {
    fetchMock.mockResolvedValueOnce(
      json(409, { message: 'Still running', code: 'IDEMPOTENCY_KEY_IN_PROGRESS' }),
    );
    await expect(createBuilding('Busy')).rejects.toMatchObject({ status: 409 });
    fetchMock.mockResolvedValueOnce(json(201, { id: 'b4' }));
    await createBuilding('Busy');
    expect(keyOf(1)).toBe(keyOf(0));
  });
});

describe('idempotency key helpers', () => {
  it('makes a UUID even without crypto.randomUUID (plain HTTP)', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const keys = new Set(Array.from({ length: 20 }, newIdempotencyKey));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(UUID);
  });

  it('tells final answers from unknown outcomes', () => {
    expect(isFinalAnswer(201)).toBe(true);
    expect(isFinalAnswer(404, 'NOT_FOUND')).toBe(true);
    expect(isFinalAnswer(409, 'CATEGORY_NAME_TAKEN')).toBe(true);
    expect(isFinalAnswer(409, 'IDEMPOTENCY_KEY_IN_PROGRESS')).toBe(false);
    for (const status of [0, 401, 408, 429, 500, 503]) expect(isFinalAnswer(status)).toBe(false);
  });
});
