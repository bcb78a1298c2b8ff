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
  /**
   * Whether the operation takes an Idempotency-Key header (idempotency.ts). Left out: every
   * creating POST (201) with a JSON body behind sign-in does.
   */
  readonly idempotent?: boolean;
}

/** Keeps the literal types of an entry (method, schemas) while checking its shape. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

/**
 * Builders of the shapes many areas repeat (a list, an export, a bulk action, an upload): each
 * writes the shape's method, success status and errors once, and takes the rest of the entry
 * as `defineEndpoint` would. Fields every builder passes through as written:
 */
interface Described {
  readonly path: string;
  readonly params?: z.ZodType;
  readonly access: EndpointAccess;
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
}

/** The entry a builder makes from `E`: its fields, with the shape's method, responses, errors. */
type Built<E, Method extends EndpointMethod, Responses> = Omit<E, 'response' | 'errors'> & {
  readonly method: Method;
  readonly responses: Responses;
  readonly errors: readonly ErrorStatus[];
};

/** A call behind the auth gate: no valid token (401), not allowed (403), input refused (422). */
const GUARDED_ERRORS = [401, 403, 422] as const satisfies readonly ErrorStatus[];

/** The spreadsheet files a list exports, as the client chooses (`format=csv|xlsx`). */
export const SPREADSHEET_TYPES = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/** A call answering 200 with `response`: the guarded errors, and the entry's own besides. */
interface AnsweringEntry extends Described {
  readonly response: z.ZodType;
  /** Besides 401, 403 and 422: e.g. 404 for a list under one record. */
  readonly errors?: readonly ErrorStatus[];
}
type Answering<E extends AnsweringEntry, M extends EndpointMethod> = Built<
  E,
  M,
  { readonly 200: E['response'] }
>;

function answering<M extends EndpointMethod, E extends AnsweringEntry>(
  method: M,
  entry: E,
): Answering<E, M> {
  const { response, errors = [], ...rest } = entry;
  return { ...rest, method, responses: { 200: response }, errors: [...GUARDED_ERRORS, ...errors] };
}

interface ListEntry extends AnsweringEntry {
  /** Filters, search, sort and page; the response is one page and its total. */
  readonly query: z.ZodType;
}

/** A list: GET with a query (filters, search, sort, page) answering one page. */
export function listEndpoint<const E extends ListEntry>(entry: E): Answering<E, 'GET'> {
  return answering('GET', entry);
}

interface BulkEntry extends AnsweringEntry {
  /** The ids and the action; the response has one result per id (done, or refused and why). */
  readonly body: z.ZodType;
}

/** A bulk action: POST ids and an action; each id answers on its own (200 even if some fail). */
export function bulkEndpoint<const E extends BulkEntry>(entry: E): Answering<E, 'POST'> {
  return answering('POST', entry);
}

interface ExportEntry extends Described {
  /** The list's query, with the file format. */
  readonly query: z.ZodType;
}
type Export<E extends ExportEntry> = Built<E, 'GET', { readonly 200: Download }>;

/** An export: the list with the same query, as a CSV or XLSX file. */
export function exportEndpoint<const E extends ExportEntry>(entry: E): Export<E> {
  const responses = { 200: download(SPREADSHEET_TYPES, 'The CSV or XLSX file') };
  return { ...entry, method: 'GET', responses, errors: GUARDED_ERRORS };
}

interface UploadEntry extends Described {
  /** POST adds a file to the record's files (201); PUT sets the record's one file (200). */
  readonly method: 'POST' | 'PUT';
  /** The file added, or the record with its new file. */
  readonly response: z.ZodType;
  /** Besides 401, 403, 413, 415 and 422: e.g. 404 when the record is not found. */
  readonly errors?: readonly ErrorStatus[];
}
type Upload<E extends UploadEntry> = Built<
  E,
  E['method'],
  E['method'] extends 'POST' ? { readonly 201: E['response'] } : { readonly 200: E['response'] }
> & { readonly body: MultipartBody };

/**
 * A file upload: multipart/form-data with the file in a `file` field (sometimes more fields),
 * checked by content: too large answers 413, a type the route does not take 415.
 */
export function uploadEndpoint<const E extends UploadEntry>(entry: E): Upload<E> {
  const { response, errors = [], ...rest } = entry;
  const responses = (
    rest.method === 'POST' ? { 201: response } : { 200: response }
  ) as Upload<E>['responses'];
  return {
    ...rest,
    body: multipartBody,
    responses,
    errors: [401, 403, ...errors, 413, 415, 422],
  };
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
