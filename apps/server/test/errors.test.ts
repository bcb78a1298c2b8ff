import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { organisations } from '../src/db/schema/index.ts';
import {
  ConflictError,
  isUniqueViolation,
  NotFoundError,
  ValidationError,
} from '../src/lib/errors.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

const ZContactRequest = z.object({
  email: z.email(),
  address: z.object({ city: z.string().min(1), postcode: z.string() }),
});

/** Routes that exist only to exercise the error handler the way real modules will. */
async function registerProbeRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/probe/contact',
    { config: { public: true }, schema: { body: ZContactRequest } },
    async (request) => ({ email: request.body.email }),
  );
  typed.get(
    '/probe/search',
    {
      config: { public: true },
      schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) },
    },
    async () => ({ ok: true }),
  );
  app.get('/probe/crash', { config: { public: true } }, async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  app.get('/probe/conflict', { config: { public: true } }, async () => {
    throw new ConflictError('That name is taken', { name: ['Already used'] });
  });
  app.get('/probe/missing', { config: { public: true } }, async () => {
    throw new NotFoundError('Building not found');
  });
  app.get('/probe/invalid', { config: { public: true } }, async () => {
    throw new ValidationError({ 'address.city': ['Unknown city'] });
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRoutes: registerProbeRoutes, captureLogs: true });
});
afterAll(() => t.close());

describe('the error handler', () => {
  it('answers 422 with messages keyed by field path when the body is invalid', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/probe/contact',
      payload: { email: 'not-an-email', address: { city: '' } },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.errors).sort()).toEqual(['address.city', 'address.postcode', 'email']);
    expect(body.errors.email[0]).toEqual(expect.any(String));
  });

  it('answers 422 for invalid query parameters too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/search?page=zero' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('page');
  });

  it('keys a problem with the whole body by "body"', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/probe/contact',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('body');
  });

  it('answers 400 BAD_REQUEST for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/probe/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The request body is not valid JSON',
      code: 'BAD_REQUEST',
    });
  });

  it('answers 415 for an unsupported content type and 413 for a huge body', async () => {
    const unsupported = await t.app.inject({
      method: 'POST',
      url: '/api/probe/contact',
      headers: { 'content-type': 'application/xml' },
      payload: '<contact/>',
    });
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/probe/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('maps application errors to their status and keeps their field errors', async () => {
    const conflict = await t.app.inject({ method: 'GET', url: '/api/probe/conflict' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      message: 'That name is taken',
      code: 'CONFLICT',
      errors: { name: ['Already used'] },
    });
    const missing = await t.app.inject({ method: 'GET', url: '/api/probe/missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    const invalid = await t.app.inject({ method: 'GET', url: '/api/probe/invalid' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ 'address.city': ['Unknown city'] });
  });

  it('hides the internals of a 500 but logs them with the request id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/probe/crash',
      headers: { 'x-request-id': 'crash-test-1' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL' });
    expect(response.body).not.toContain('secret');
    expect(response.headers['x-request-id']).toBe('crash-test-1');
    const logged = t.logs.find((line) => line.reqId === 'crash-test-1' && line.level === 50);
    expect(logged).toBeDefined();
    expect(JSON.stringify(logged)).toContain('leaked');
  });
});

/** A PostgreSQL error as node-postgres raises it. */
function postgresError(code: string, message: string): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

describe('isUniqueViolation', () => {
  const duplicateKey = () =>
    postgresError('23505', 'duplicate key value violates unique constraint "roles_name"');

  it('recognises a unique violation raised by the driver', () => {
    expect(isUniqueViolation(duplicateKey())).toBe(true);
  });

  it('recognises one that Drizzle wrapped as the cause of its own error', () => {
    const wrapped = new DrizzleQueryError('insert into "roles" ...', [], duplicateKey());
    expect(isUniqueViolation(wrapped)).toBe(true);
    expect(isUniqueViolation(new Error('transaction failed', { cause: wrapped }))).toBe(true);
  });

  it('is false for any other error, wrapped or not', () => {
    const foreignKey = postgresError('23503', 'violates foreign key constraint');
    expect(isUniqueViolation(foreignKey)).toBe(false);
    expect(isUniqueViolation(new DrizzleQueryError('delete ...', [], foreignKey))).toBe(false);
    expect(isUniqueViolation(new Error('connection lost'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });

  it('stops on a chain of causes that loops back on itself', () => {
    const first = new Error('first');
    first.cause = new Error('second', { cause: first });
    expect(isUniqueViolation(first)).toBe(false);
  });

  it('recognises the error the test database really raises for a duplicate', async () => {
    const { db } = t.database.handle;
    const organisation = { name: 'Acme', slug: 'acme-duplicate' };
    await db.insert(organisations).values(organisation);
    const failure = await db
      .insert(organisations)
      .values(organisation)
      .catch((error: unknown) => error);
    expect(isUniqueViolation(failure)).toBe(true);
  });
});
