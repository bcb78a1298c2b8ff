/**
 * The shape of one API operation, written once and read by both sides: the server registers the
 * route from it (method, path, schemas, permission, OpenAPI text), and the web app calls it
 * through a typed client that builds the URL and infers request and response types from it.
 *
 * Paths are Fastify style (`/v1/buildings/:id`) and relative to API_BASE. Schemas are the very
 * zod objects the server validates with, so a conformance test can compare them by reference.
 */
import type { Permission } from '@mainstay/permissions';
import type { z } from 'zod';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type SuccessStatus = 200 | 201 | 202 | 204;

/** Error statuses a route documents (each answers with the one ErrorBody shape). */
export type ErrorStatus =
  400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503;

/** The body is multipart/form-data (a `file` field, sometimes more), read by the server itself. */
export interface MultipartBody {
  readonly kind: 'multipart';
}
export const multipartBody: MultipartBody = { kind: 'multipart' };

/** A success without a body (the server answers `null`, described for OpenAPI). */
export interface NoContent {
  readonly kind: 'no-content';
  readonly description: string;
}
export function noContent(description: string): NoContent {
  return { kind: 'no-content', description };
}

/** A file the client saves or shows (CSV, XLSX, PDF) rather than JSON. */
export interface Download {
  readonly kind: 'download';
  readonly produces: readonly string[];
  readonly description?: string;
}
export function download(produces: readonly string[], description?: string): Download {
  return description === undefined
    ? { kind: 'download', produces }
    : { kind: 'download', produces, description };
}

export type EndpointResponse = z.ZodType | NoContent | Download;

/**
 * Who may call an operation. `public`: no token. `signedIn`: any signed-in member of an
 * organisation (`withoutOrganisation`: also someone mid sign-up); the service checks further.
 * `permission`: that (action, subject). `anyPermission`: at least one of them.
 */
export type EndpointAccess =
  | { readonly public: true }
  | { readonly signedIn: true; readonly withoutOrganisation?: true }
  | { readonly permission: Permission }
  | { readonly anyPermission: readonly Permission[] };

export interface EndpointDefinition {
  readonly method: EndpointMethod;
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType | MultipartBody;
  /** Exactly one success status and what it answers. */
  readonly responses: { readonly [S in SuccessStatus]?: EndpointResponse };
  readonly errors: readonly ErrorStatus[];
  readonly access: EndpointAccess;
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
}

/** Keeps the literal types of an entry (method, schemas) while checking its shape. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

/** The success status of an entry and what it answers. */
export function successOf(endpoint: EndpointDefinition): {
  status: SuccessStatus;
  response: EndpointResponse;
} {
  const entries = Object.entries(endpoint.responses) as [string, EndpointResponse][];
  const [first] = entries;
  if (!first || entries.length !== 1) {
    throw new Error(`${endpoint.method} ${endpoint.path} must declare exactly one success`);
  }
  return { status: Number(first[0]) as SuccessStatus, response: first[1] };
}

export function isMultipart(body: EndpointDefinition['body']): body is MultipartBody {
  return body !== undefined && 'kind' in body && body.kind === 'multipart';
}

export function isNoContent(response: EndpointResponse): response is NoContent {
  return 'kind' in response && response.kind === 'no-content';
}

export function isDownload(response: EndpointResponse): response is Download {
  return 'kind' in response && response.kind === 'download';
}

/** The `:name` parameters of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
}
