/**
 * The typed client of the endpoint table: `call(endpoint, { params, query, body })` builds the
 * URL from the entry's path (each parameter encoded), sends through `apiRequest` (token, retries
 * of reads, 401 handling, errors as ApiError), and types the request from the entry's schemas
 * (what they accept, `z.input`) and the answer from its success response (`z.output`).
 * Multipart entries take FormData; downloads answer the Response (its blob and file name).
 * Creating calls carry an Idempotency-Key, the same one until their answer is final
 * (idempotency-keys.ts), so sending a submission again never creates twice.
 */
import type { Download, EndpointDefinition, MultipartBody, NoContent } from '@mainstay/contracts';
import type { z } from 'zod';
import { apiRequest, type RequestOptions } from './api-client.ts';

type QueryValue = string | number | boolean | null | undefined;

/** Each field as the schema accepts it, or as a raw string (list filters come from the URL). */
type QueryOf<Q extends z.ZodType> = { [K in keyof z.input<Q>]?: z.input<Q>[K] | string };

type ParamsPart<E extends EndpointDefinition> = E['params'] extends z.ZodType
  ? { params: z.input<E['params']> }
  : { params?: never };

type QueryPart<E extends EndpointDefinition> = E['query'] extends z.ZodType
  ? object extends z.input<E['query']>
    ? { query?: QueryOf<E['query']> }
    : { query: QueryOf<E['query']> }
  : { query?: never };

type BodyPart<E extends EndpointDefinition> = E['body'] extends MultipartBody
  ? { body: FormData }
  : E['body'] extends z.ZodType
    ? undefined extends z.input<E['body']>
      ? { body?: z.input<E['body']> }
      : { body: z.input<E['body']> }
    : { body?: never };

export type CallOptions<E extends EndpointDefinition> = ParamsPart<E> &
  QueryPart<E> &
  BodyPart<E> &
  Pick<RequestOptions, 'headers' | 'signal' | 'retry'>;

type SuccessResponse<E extends EndpointDefinition> = Exclude<
  E['responses'][keyof E['responses']],
  undefined
>;

type ResultOf<R> = R extends NoContent
  ? void
  : R extends Download
    ? Response
    : R extends z.ZodType
      ? z.output<R>
      : never;

/** What a successful call answers: the parsed body, nothing (204) or the file's Response. */
export type EndpointResult<E extends EndpointDefinition> = ResultOf<SuccessResponse<E>>;

/** Options may be left out when the entry needs none of params, query or body. */
type OptionsArgument<E extends EndpointDefinition> =
  object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/** The entry's path with its parameters filled in and encoded, e.g. `/v1/buildings/a%2Fb`. */
export function endpointPath<E extends EndpointDefinition>(
  endpoint: E,
  ...[params]: E['params'] extends z.ZodType ? [params: z.input<E['params']>] : []
): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${endpoint.method} ${endpoint.path} needs the parameter "${name}"`);
    }
    return encodeURIComponent(String(value));
  });
}

/** Calls one operation of the API as its entry in the endpoint table describes it. */
export async function call<E extends EndpointDefinition>(
  endpoint: E,
  ...[options]: OptionsArgument<E>
): Promise<EndpointResult<E>> {
  const { params, query, body, ...rest } = (options ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, QueryValue>;
    body?: unknown;
  } & Pick<RequestOptions, 'headers' | 'signal' | 'retry'>;
  const path = (endpointPath as (entry: EndpointDefinition, values?: unknown) => string)(
    endpoint,
    params,
  );
  const download = Object.values(endpoint.responses).some(
    (response) => response !== undefined && 'kind' in response && response.kind === 'download',
  );
  const send = (headers: RequestOptions['headers']) =>
    apiRequest<EndpointResult<E>>(path, {
      ...rest,
      ...(headers ? { headers } : {}),
      method: endpoint.method,
      ...(query ? { query } : {}),
      ...(body !== undefined ? { body } : {}),
      ...(download ? { raw: true } : {}),
    });
  if (endpoint.method !== 'POST' || body instanceof FormData) return send(rest.headers);
  // Loaded with the first POST, so the first load (the login page) does not carry it.
  const { sendOnce } = await import('./idempotent-call.ts');
  return sendOnce(endpoint, path, body, rest.headers, send);
}

/**
 * `call` for the first load's requests (signing in, the demo accounts): the entry is loaded
 * with the request (`load`, a dynamic import of the endpoint table), so the table's schemas,
 * and zod with them, are not part of the page's first download.
 */
export async function callLazily<E extends EndpointDefinition>(
  load: () => Promise<E>,
  ...[options]: OptionsArgument<E>
): Promise<EndpointResult<E>> {
  const endpoint = await load();
  return (call as (entry: E, options?: unknown) => Promise<EndpointResult<E>>)(endpoint, options);
}
