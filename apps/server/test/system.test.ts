import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

describe('health, readiness, documentation and API 404s', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/health answers without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/ready reports the database backend', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: t.database.kind });
  });

  it('returns a request id on every response, reusing a sane incoming one', async () => {
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(own.headers['x-request-id']).toBe('abc-123');
    const hostile = await t.app.inject({
      method: 'GET',
      url: '/api/nowhere',
      headers: { 'x-request-id': 'bad id\twith spaces and <html>' },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves a valid OpenAPI 3.1 document built from the contracts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Mainstay API');
    expect(document.paths['/api/health'].get.responses['200']).toBeDefined();
    expect(document.paths['/api/health'].get.security).toEqual([]);
    expect(document.paths['/api/v1/organisation/current'].get).toBeDefined();
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(document.components.schemas).toHaveProperty('HealthResponse');
    expect(document.components.schemas).toHaveProperty('CurrentOrganisation');
    expect(document.components.schemas).toHaveProperty('ErrorBody');
    // The documentation's own routes are not part of the API.
    expect(Object.keys(document.paths).some((path) => path.startsWith('/api/docs'))).toBe(false);
  });

  it('serves the interactive reference with local assets and a CSP that allows them', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui');
    expect(page.body).not.toMatch(/https?:\/\/(unpkg|cdn)/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    const script = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-ui-bundle.js',
    });
    expect(script.statusCode).toBe(200);
  });

  it('answers unknown API routes with a JSON 404, with or without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      message: 'No API route POST /api/v1/does-not-exist',
      code: 'NOT_FOUND',
    });
  });
});

describe('readiness when the database is gone', () => {
  it('GET /api/ready answers 503 SERVICE_UNAVAILABLE', async () => {
    const t = await createTestApp();
    try {
      await t.database.handle.close();
      const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message: 'Service unavailable',
        code: 'SERVICE_UNAVAILABLE',
      });
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
