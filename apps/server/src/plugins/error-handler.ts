/**
 * The one error handler: every failure leaves as `{ message, code, errors?, params? }`
 * (ZErrorBody) with the status its code maps to, worded in the caller's language (their
 * preference when signed in, else the best Accept-Language match, else English). Input problems
 * are 4xx with a useful message; anything unexpected is logged with the request id and answers
 * only "Internal server error".
 */
import {
  GENERIC_ERROR_STATUS,
  issueKeyOf,
  issueParamsOf,
  readValidationMessage,
  VALIDATION_NAMESPACE,
  type TErrorBody,
  type TErrorCode,
  type TErrorParams,
  type TFieldErrors,
} from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import {
  createDatabaseOutage,
  databaseProblem,
  type DatabaseOutage,
} from '../lib/database-outage.ts';
import { AppError, errorMessage, STATUS_BY_CODE } from '../lib/errors.ts';
import { hasTranslation, translate, type TranslationKey } from '../lib/translate.ts';
import { languageOf } from './language.ts';

// Only the generic codes: a Fastify error says what kind of failure it is, never which rule.
const CODE_BY_STATUS: Record<number, TErrorCode> = Object.fromEntries(
  Object.entries(GENERIC_ERROR_STATUS).map(([code, status]) => [status, code as TErrorCode]),
);

/**
 * Friendlier words than the parser's for malformed bodies (which only a program sending by hand
 * causes), in the caller's language; a body too large or of the wrong type answers its code's
 * translated sentence.
 */
const MESSAGE_BY_FASTIFY_CODE: Record<string, TranslationKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'errors:api.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'errors:api.emptyJson',
};
const WORDED_BY_CODE = new Set(['FST_ERR_CTP_BODY_TOO_LARGE', 'FST_ERR_CTP_INVALID_MEDIA_TYPE']);

export interface ErrorDetails {
  /** A sentence instead of the code's own (already in the caller's language, or with no code). */
  message?: string;
  errors?: TFieldErrors | undefined;
  params?: TErrorParams | undefined;
}

/** Answers with an error body; the message is the code's sentence unless one is given. */
export function sendError(
  reply: FastifyReply,
  code: TErrorCode,
  details: ErrorDetails = {},
): FastifyReply {
  const { errors, params } = details;
  const message = details.message ?? errorMessage(languageOf(reply.request), code, params);
  const body: TErrorBody = { message, code };
  if (errors) body.errors = errors;
  if (params) body.params = params;
  return reply.code(STATUS_BY_CODE[code]).type('application/json; charset=utf-8').send(body);
}

/**
 * A schema's message in a language: the contracts give it as a key of the validation namespace
 * with its values (no translator on the server); any other text is left as it is.
 */
function validationSentence(language: LanguageCode, message: string): string | undefined {
  const named = readValidationMessage(message);
  if (!named) return undefined;
  const key: TranslationKey = `${VALIDATION_NAMESPACE}:${named.key}`;
  return hasTranslation(language, key) ? translate(language, key, named.params) : undefined;
}

/** A service's field problems (an AppError's), those that came from a schema worded too. */
function wordedFieldErrors(
  language: LanguageCode,
  fieldErrors: TFieldErrors | undefined,
): TFieldErrors | undefined {
  if (!fieldErrors) return undefined;
  const worded = (problem: string) => validationSentence(language, problem) ?? problem;
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, problems]) => [field, problems.map(worded)]),
  );
}

interface SchemaIssue {
  instancePath: string;
  keyword?: string;
  params?: Record<string, unknown>;
  message?: string | undefined;
}

/** The value an issue is about, read from the part of the request that was validated. */
function valueAt(data: unknown, segments: readonly string[]): unknown {
  let node = data;
  for (const segment of segments) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

const PART_OF_CONTEXT: Record<string, (request: FastifyRequest) => unknown> = {
  body: (request) => request.body,
  querystring: (request) => request.query,
  params: (request) => request.params,
  headers: (request) => request.headers,
};

/**
 * The field errors of a request the contract refused, in the caller's language:
 * "/address/city" -> "address.city", a problem with the whole part keyed by the part ("body").
 * A schema's own message is a key of the validation namespace; one zod wrote itself is worded
 * from its issue code, like the web does (`issueKeyOf` in contracts).
 */
function fieldErrorsOf(
  request: FastifyRequest,
  validation: readonly SchemaIssue[],
  context: string | undefined,
): TFieldErrors {
  const language = languageOf(request);
  const data = context ? PART_OF_CONTEXT[context]?.(request) : undefined;
  const errors: TFieldErrors = {};
  for (const issue of validation) {
    const segments = issue.instancePath.split('/').filter(Boolean);
    const key = segments.join('.') || context || 'body';
    const own = issue.message ? validationSentence(language, issue.message) : undefined;
    const found = { ...issue.params, code: issue.keyword, input: valueAt(data, segments) };
    const sentence =
      own ??
      translate(language, `${VALIDATION_NAMESPACE}:${issueKeyOf(found)}`, issueParamsOf(found));
    (errors[key] ??= []).push(sentence);
  }
  return errors;
}

/** Seconds a client should wait before trying again while the database is unreachable. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/**
 * The handler: a failure meeting a database outage is reported to `outage` (logged once per
 * outage) and answers 503 with Retry-After.
 */
function createErrorHandler(outage: DatabaseOutage) {
  function databaseDown(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    outage.met(request.log, error);
    reply.header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
    return sendError(reply, 'SERVICE_UNAVAILABLE');
  }

  return function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      const language = languageOf(request);
      return sendError(reply, error.code, {
        message: error.messageIn(language),
        errors: wordedFieldErrors(language, error.fieldErrorsIn(language)),
        params: error.params,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, 'VALIDATION_FAILED', {
        errors: fieldErrorsOf(request, error.validation, error.validationContext),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
      if (WORDED_BY_CODE.has(error.code)) return sendError(reply, code);
      const friendlier = MESSAGE_BY_FASTIFY_CODE[error.code];
      return sendError(reply, code, {
        message: friendlier ? translate(languageOf(request), friendlier) : error.message,
      });
    }
    const problem = databaseProblem(error);
    if (problem === 'bad-text') return sendError(reply, 'INVALID_CHARACTERS');
    if (problem === 'down') return databaseDown(error, request, reply);
    // A bug: the details go to the log (with the request id), never to the client.
    request.log.error({ err: error }, 'Request failed');
    return sendError(reply, status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL');
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The database outage of this app, also told by the job queue (one log line per outage). */
    databaseOutage: DatabaseOutage;
  }
}

export const errorHandlerPlugin = fp(
  async (app) => {
    const outage = createDatabaseOutage();
    app.decorate('databaseOutage', outage);
    app.setErrorHandler(createErrorHandler(outage));
  },
  { name: 'error-handler' },
);
