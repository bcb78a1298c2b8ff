/**
 * The OpenAPI document against the fingerprints committed beside this test: one line per
 * operation (in the document's order) and per component schema, each with a hash of its JSON.
 * A change to the endpoint table, a schema or the way routes are registered that alters what
 * API clients read shows here as the lines of the operations it changed, and is accepted by
 * updating the file (`vitest -u`); a refactoring of how entries are written (builders,
 * mounting) must leave every line as it was.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas?: Record<string, unknown> } & Record<string, unknown>;
  [key: string]: unknown;
}

const fingerprint = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

/** The document as lines `<what> <hash>`: whatever changes in it changes at least one line. */
function fingerprints(document: OpenApiDocument): string {
  const { paths, components, ...rest } = document;
  const { schemas = {}, ...otherComponents } = components;
  const lines = [
    `document ${fingerprint(rest)}`,
    `components ${fingerprint(otherComponents)}`,
    ...Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(
        ([method, operation]) => `${method.toUpperCase()} ${path} ${fingerprint(operation)}`,
      ),
    ),
    ...Object.entries(schemas).map(([name, schema]) => `schema ${name} ${fingerprint(schema)}`),
  ];
  return `${lines.join('\n')}\n`;
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is the reviewed document, operation for operation', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(Object.keys(document.paths).length).toBeGreaterThan(100);
    await expect(fingerprints(document)).toMatchFileSnapshot(
      './__snapshots__/openapi-fingerprints.snap',
    );
  });

  it('tells a changed operation from the others', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json<OpenApiDocument>();
    const before = fingerprints(document).split('\n');
    const health = document.paths['/api/health'];
    if (health) health.get = { ...(health.get as object), summary: 'Something else' };
    const after = fingerprints(document).split('\n');
    const changed = after.filter((line, index) => line !== before[index]);
    expect(changed).toEqual([expect.stringMatching(/^GET \/api\/health [0-9a-f]{16}$/)]);
  });
});
