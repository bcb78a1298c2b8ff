import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  api,
  retryDelay,
  setRequestLanguage,
  setUnauthorizedHandler,
} from './api-client.ts';
import { getAccessToken, isLoggedIn, setSession } from './session.ts';

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
});

function sentHeaders(call = 0): Record<string, string> {
  return (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;
}

describe('api client', () => {
  it('asks for JSON under the API base and sends no Authorization when signed out', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await expect(api.get('/v1/things', { query: { page: 2 } })).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/things?page=2');
    expect(sentHeaders().Accept).toBe('application/json');
    expect(sentHeaders().Authorization).toBeUndefined();
  });

  it('sends the bearer token and a JSON body', async () => {
    setSession({ token: 'secret', user: { id: 1 } });
    fetchMock.mockResolvedValueOnce(json(201, { id: 9 }));
    await api.post('/v1/things', { name: 'Pump' });
    expect(sentHeaders().Authorization).toBe('Bearer secret');
    expect(sentHeaders()['Content-Type']).toBe('application/json');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"name":"Pump"}');
  });

  it('throws the error body as an ApiError', async () => {
    fetchMock.mockResolvedValueOnce(
      json(422, {
        message: 'Invalid input',
        code: 'VALIDATION_FAILED',
        errors: { email: ['Taken'] },
      }),
    );
    const error = await api.post('/v1/things', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Invalid input',
      code: 'VALIDATION_FAILED',
      errors: { email: ['Taken'] },
    });
  });

  it('sends the interface language and keeps the values of an error message', async () => {
    setRequestLanguage('ar');
    fetchMock.mockResolvedValueOnce(
      json(429, {
        message: 'يرجى الانتظار 60 ثانية قبل طلب رمز آخر.',
        code: 'RESEND_TOO_SOON',
        params: { count: 60 },
      }),
    );
    const error = await api.post('/v1/auth/resend-verification', {}).catch((e: unknown) => e);
    expect(sentHeaders()['Accept-Language']).toBe('ar');
    expect(error).toMatchObject({ code: 'RESEND_TOO_SOON', params: { count: 60 } });
    setRequestLanguage(null);
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await api.get('/v1/things');
    expect(sentHeaders(1)['Accept-Language']).toBeUndefined();
  });

  it('on 401 clears the session and calls the handler', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    setSession({ token: 'expired', user: { id: 1 } });
    fetchMock.mockResolvedValueOnce(
      json(401, { message: 'Unauthenticated', code: 'UNAUTHENTICATED' }),
    );
    await expect(api.get('/v1/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(getAccessToken()).toBeNull();
    expect(isLoggedIn()).toBe(false);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries a GET on 503 (honouring Retry-After) and succeeds', async () => {
    fetchMock
      .mockResolvedValueOnce(
        json(503, { message: 'Busy', code: 'SERVICE_UNAVAILABLE' }, { 'Retry-After': '0' }),
      )
      .mockResolvedValueOnce(json(200, [1, 2]));
    await expect(api.get('/v1/list')).resolves.toEqual([1, 2]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after two retries', async () => {
    fetchMock.mockImplementation(async () =>
      json(503, { message: 'Busy', code: 'SERVICE_UNAVAILABLE' }, { 'Retry-After': '0' }),
    );
    await expect(api.get('/v1/list')).rejects.toMatchObject({ status: 503, message: 'Busy' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not retry a POST on 503 unless asked', async () => {
    fetchMock.mockImplementation(async () =>
      json(503, { message: 'Busy', code: 'SERVICE_UNAVAILABLE' }, { 'Retry-After': '0' }),
    );
    await expect(api.post('/v1/things', {})).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockClear();
    await expect(api.post('/v1/things', {}, { retry: true })).rejects.toMatchObject({
      status: 503,
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not retry on a status outside the list', async () => {
    fetchMock.mockResolvedValueOnce(json(404, { message: 'Not found', code: 'NOT_FOUND' }));
    await expect(api.get('/v1/missing')).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('turns a network failure into a clear ApiError', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.post('/v1/auth/login', {})).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      code: 'NETWORK_ERROR',
      message: expect.stringMatching(/could not reach the server/i),
    });
  });

  it('computes backoff from Retry-After or exponentially', () => {
    expect(retryDelay(new Response(null, { headers: { 'Retry-After': '2' } }), 0)).toBe(2000);
    expect(retryDelay(null, 0)).toBe(300);
    expect(retryDelay(null, 1)).toBe(600);
  });
});
