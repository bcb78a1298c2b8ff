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
import { IDEMPOTENCY_KEY_HEADER, isIdempotentCreate } from '@mainstay/contracts/idempotency';
import type { z } from 'zod';
import { apiRequest, isApiError, type RequestOptions } from './api-client.ts';
import {
  idempotencyKeyFor,
  isFinalAnswer,
  settleIdempotencyKey,
  submissionOf,
} from './idempotency-keys.ts';

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
export type OptionsArgument<E extends EndpointDefinition> =
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
export function call<E extends EndpointDefinition>(
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
  if (!isIdempotentCreate(endpoint) || body instanceof FormData) return send(rest.headers);

  const submission = submissionOf(endpoint.method, path, body);
  const key = idempotencyKeyFor(submission);
  return send({ ...rest.headers, [IDEMPOTENCY_KEY_HEADER]: key }).then(
    (result) => {
      settleIdempotencyKey(submission);
      return result;
    },
    (error: unknown) => {
      if (isApiError(error) && isFinalAnswer(error.status, error.code)) {
        settleIdempotencyKey(submission);
      }
      throw error;
    },
  );
}
