/**
 * Registers an API route from its entry in the endpoint table (@mainstay/contracts), so a module
 * writes only the handler: method, path, schemas, documented errors, OpenAPI text and the access
 * rule the auth gate reads all come from the entry, and the handler's request and result are
 * typed from its schemas. Each route keeps its entry in `config.endpoint`, which is how the
 * conformance test tells a route made here from one registered any other way.
 */
import {
  isDownload,
  isMultipart,
  operationErrors,
  isNoContent,
  successOf,
  type Download,
  type EndpointAccess,
  type EndpointDefinition,
  type ErrorStatus,
  type NoContent,
} from '@mainstay/contracts';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preValidationHookHandler,
} from 'fastify';
import { z } from 'zod';
import { errorResponses } from './route-schemas.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The table entry the route was registered from (set by route(), read by the tests). */
    endpoint?: EndpointDefinition;
  }
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request of an entry's route: params, query and body as its schemas parse them. */
export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

type Success<E extends EndpointDefinition> = Exclude<
  E['responses'][keyof E['responses']],
  undefined
>;

/**
 * What the handler gives back: the success schema's value, nothing for a 204, and for a file
 * the reply it has already sent.
 */
export type EndpointResult<E extends EndpointDefinition> =
  Success<E> extends z.ZodType
    ? z.output<Success<E>>
    : Success<E> extends NoContent
      ? void
      : Success<E> extends Download
        ? FastifyReply
        : never;

export type EndpointHandler<E extends EndpointDefinition> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointResult<E>>;

/**
 * What a route may add to its entry: its own rate limits (they vary per deployment), and an
 * error status answered with a richer body than ErrorBody (a 429 that says when to retry).
 */
export interface RouteExtras {
  /** Hooks run after the body is parsed, in order (rate limits, e-mail quotas). */
  preValidation?: preValidationHookHandler | preValidationHookHandler[];
  rateLimit?: FastifyContextConfig['rateLimit'];
  errorBodies?: Partial<Record<ErrorStatus, z.ZodType>>;
}

/** The entry's access rule in the config keys plugins/auth.ts reads. */
function accessConfig(access: EndpointAccess): FastifyContextConfig {
  if ('public' in access) return { public: true };
  if ('permission' in access) return { permission: access.permission };
  if ('anyPermission' in access) return { anyPermission: access.anyPermission };
  return access.withoutOrganisation ? { withoutOrganisation: true } : {};
}

/** The Fastify schema of an entry: validation, serialisation and the OpenAPI operation. */
export function schemaOf(
  endpoint: EndpointDefinition,
  errorBodies: RouteExtras['errorBodies'] = {},
): FastifySchema {
  const { status, response } = successOf(endpoint);
  const success = isNoContent(response)
    ? { [status]: z.null().describe(response.description) }
    : isDownload(response)
      ? response.description === undefined
        ? {}
        : { [status]: z.string().describe(response.description) }
      : { [status]: response };
  const { params, query, body } = endpoint;
  return {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.description === undefined ? {} : { description: endpoint.description }),
    ...(params ? { params } : {}),
    ...(query ? { querystring: query } : {}),
    ...(isMultipart(body) ? { consumes: ['multipart/form-data'] } : body ? { body } : {}),
    ...(isDownload(response) && response.produces.length > 0
      ? { produces: [...response.produces] }
      : {}),
    response: { ...success, ...errorResponses(...operationErrors(endpoint)), ...errorBodies },
  };
}

export function route<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const { status, response } = successOf(endpoint);
  const { preValidation, rateLimit, errorBodies } = extras;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      ...accessConfig(endpoint.access),
      ...(rateLimit === undefined ? {} : { rateLimit }),
      endpoint,
    },
    schema: schemaOf(endpoint, errorBodies),
    ...(preValidation ? { preValidation } : {}),
    handler: async (request, reply) => {
      reply.code(status);
      const result = await handler(request as EndpointRequest<E>, reply);
      return isNoContent(response) ? null : result;
    },
  });
}
