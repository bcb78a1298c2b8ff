/**
 * The server registers its API routes from the endpoint table in @mainstay/contracts (lib/route.ts),
 * and nothing else: every API route carries the entry it came from, every entry is registered
 * exactly once, at its own method and path, and the route agrees with it (access rule, OpenAPI
 * text, documented errors and the very same schema objects, compared by reference).
 */
import {
  allEndpoints,
  isDownload,
  isMultipart,
  isNoContent,
  operationErrors,
  pathParamNames,
  successOf,
  ticketKindEndpoints,
  type EndpointDefinition,
} from '@mainstay/contracts';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from './helpers/app.ts';

const API_BASE = testConfig().apiBase;
/** Documentation served by the OpenAPI plugin, not operations of the API. */
const DOCUMENTATION = [`${API_BASE}/docs`, `${API_BASE}/openapi.json`];

interface RouteSchema {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<string, unknown>;
  consumes?: string[];
  produces?: string[];
  tags?: string[];
  summary?: string;
  description?: string;
}

const keyOf = (method: string, path: string) => `${method} ${path}`;

/** A registered route's path relative to API_BASE ('/v1/x/' and '/v1/x' are one route). */
function relativePath(url: string): string {
  const path = url.slice(API_BASE.length);
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The access rule a route declares, in the table's terms. */
function accessOf(config: Record<string, unknown> | undefined): unknown {
  const { public: isPublic, permission, anyPermission, withoutOrganisation } = config ?? {};
  if (isPublic) return { public: true };
  if (permission) return { permission };
  if (anyPermission) return { anyPermission };
  return withoutOrganisation ? { signedIn: true, withoutOrganisation: true } : { signedIn: true };
}

/** How an entry differs from the route registered for it; empty when they agree. */
function differences(route: RouteOptions, endpoint: EndpointDefinition): string[] {
  const schema = (route.schema ?? {}) as RouteSchema;
  const found: string[] = [];
  const same = (what: string, actual: unknown, expected: unknown) => {
    if (actual !== expected) found.push(`${what} is not the table's schema object`);
  };
  const equal = (what: string, actual: unknown, expected: unknown) => {
    try {
      expect(actual).toEqual(expected);
    } catch {
      found.push(`${what}: ${JSON.stringify(actual)} != ${JSON.stringify(expected)}`);
    }
  };

  equal('access', accessOf(route.config as Record<string, unknown>), endpoint.access);
  same('params', schema.params, endpoint.params);
  same('querystring', schema.querystring, endpoint.query);
  if (isMultipart(endpoint.body)) {
    same('body', schema.body, undefined);
    equal('consumes', schema.consumes, ['multipart/form-data']);
  } else {
    same('body', schema.body, endpoint.body);
    equal('consumes', schema.consumes, undefined);
  }

  const responses = schema.response ?? {};
  const { status, response } = successOf(endpoint);
  const actual = responses[status];
  if (isNoContent(response)) {
    if (!(actual instanceof z.ZodNull) || actual.description !== response.description) {
      found.push(`${status} is not null described "${response.description}"`);
    }
  } else if (isDownload(response)) {
    equal('produces', schema.produces ?? [], response.produces);
    const described = actual instanceof z.ZodString && actual.description === response.description;
    if (actual !== undefined && !described) found.push(`${status} is not the described file`);
  } else {
    same(`response ${status}`, actual, response);
  }
  const statuses = Object.keys(responses).map(Number);
  const successes = statuses.filter((code) => code < 300);
  if (successes.some((code) => code !== status)) found.push(`other successes: ${successes}`);
  equal(
    'errors',
    statuses.filter((code) => code >= 400).sort(),
    [...operationErrors(endpoint)].sort(),
  );
  equal('tags', schema.tags, endpoint.tags);
  equal('summary', schema.summary, endpoint.summary);
  equal('description', schema.description, endpoint.description);
  return found;
}

describe('the endpoint table', () => {
  let t: TestApp;
  const routes = new Map<string, RouteOptions>();

  /** Every API route as registered, with the entry route() marked it with (if any). */
  const registered: { key: string; route: RouteOptions; endpoint?: EndpointDefinition }[] = [];

  beforeAll(async () => {
    const all: RouteOptions[] = [];
    t = await createTestApp({ onRoute: (route) => all.push(route) });
    for (const route of all) {
      const methods = [route.method].flat().filter((method) => method !== 'HEAD');
      const inApi = route.url === API_BASE || route.url.startsWith(`${API_BASE}/`);
      const documentation = DOCUMENTATION.some((prefix) => route.url.startsWith(prefix));
      if (!inApi || documentation) continue;
      const endpoint = route.config?.endpoint;
      for (const method of methods) {
        const key = keyOf(method, relativePath(route.url));
        routes.set(key, route);
        registered.push({ key, route, ...(endpoint ? { endpoint } : {}) });
      }
    }
  });
  afterAll(() => t.close());

  const table = allEndpoints();

  it('names every operation once', () => {
    const keys = table.map((endpoint) => keyOf(endpoint.method, endpoint.path));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('registers every API route through route(), from an entry of the table', () => {
    const unmarked = registered.filter((found) => !found.endpoint).map((found) => found.key);
    expect(unmarked).toEqual([]);
    const entries = new Set<EndpointDefinition>(table);
    const foreign = registered.filter((found) => found.endpoint && !entries.has(found.endpoint));
    expect(foreign.map((found) => found.key)).toEqual([]);
  });

  it('registers each entry exactly once, at its own method and path', () => {
    const wrong = table.flatMap((endpoint) => {
      const at = registered.filter((found) => found.endpoint === endpoint).map((f) => f.key);
      const key = keyOf(endpoint.method, endpoint.path);
      return at.length === 1 && at[0] === key ? [] : [`${key}: registered at ${at.join(', ')}`];
    });
    expect(wrong).toEqual([]);
  });

  it('has one entry for every route the server registers, and no other', () => {
    expect(routes.size).toBeGreaterThan(150);
    const keys = table.map((endpoint) => keyOf(endpoint.method, endpoint.path)).sort();
    expect(keys).toEqual([...routes.keys()].sort());
  });

  it('agrees with each route: access, schemas (same objects), errors and OpenAPI text', () => {
    const mismatches = table.flatMap((endpoint) => {
      const key = keyOf(endpoint.method, endpoint.path);
      const route = routes.get(key);
      return route ? differences(route, endpoint).map((difference) => `${key}: ${difference}`) : [];
    });
    expect(mismatches).toEqual([]);
  });

  it('names each path parameter in its params schema, and no other', () => {
    const wrong = table.filter((endpoint) => {
      const names = pathParamNames(endpoint.path).sort();
      const shape =
        endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape) : [];
      return JSON.stringify(names) !== JSON.stringify(shape.sort());
    });
    expect(wrong.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
  });

  it('tells a route registered any other way from one made by route()', async () => {
    const seen: RouteOptions[] = [];
    const stray = await createTestApp({
      database: t.database,
      queue: false,
      onRoute: (route) => seen.push(route),
      registerRoutes: (app) => {
        app.get('/v1/stray', async () => ({}));
      },
    });
    await stray.close();
    const found = seen.find((route) => route.url === `${API_BASE}/v1/stray`);
    expect(found).toBeDefined();
    expect(found?.config?.endpoint).toBeUndefined();
    const health = seen.find((route) => route.url === `${API_BASE}/health`);
    expect(health?.config?.endpoint).toBe(allEndpoints()[0]);
  });

  it('notices an entry that drifts from its route', () => {
    const entry = ticketKindEndpoints.general.get;
    const route = routes.get(keyOf(entry.method, entry.path));
    expect(route).toBeDefined();
    if (!route) return;
    expect(differences(route, entry)).toEqual([]);
    const drifted = { ...entry, access: { permission: { action: 'read', subject: 'assets' } } };
    expect(differences(route, drifted as EndpointDefinition)).toEqual([
      expect.stringContaining('access'),
    ]);
    const copied = { ...entry, params: entry.params.extend({}) };
    expect(differences(route, copied)).toEqual(["params is not the table's schema object"]);
  });
});
