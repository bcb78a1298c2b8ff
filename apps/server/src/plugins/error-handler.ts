/**
 * The one error handler: every failure leaves as `{ message, code, errors? }` (ZErrorBody) with
 * the status its code maps to. Input problems are 4xx with a useful message; anything unexpected
 * is logged with the request id and answers only "Internal server error".
 */
import type { TErrorBody, TErrorCode, TFieldErrors } from '@mainstay/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError, STATUS_BY_CODE } from '../lib/errors.ts';

const CODE_BY_STATUS: Record<number, TErrorCode> = Object.fromEntries(
  Object.entries(STATUS_BY_CODE).map(([code, status]) => [status, code as TErrorCode]),
);

/** Friendlier words than the parser's for the errors a client is most likely to cause. */
const MESSAGE_BY_FASTIFY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its content type is JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here',
};

export function sendError(
  reply: FastifyReply,
  code: TErrorCode,
  message: string,
  errors?: TFieldErrors,
): FastifyReply {
  const body: TErrorBody = errors ? { message, code, errors } : { message, code };
  return reply.code(STATUS_BY_CODE[code]).type('application/json; charset=utf-8').send(body);
}

/** "/address/city" -> "address.city"; a problem with the whole body is keyed by its part ("body"). */
function fieldErrorsOf(
  validation: { instancePath: string; message?: string | undefined }[],
  context: string | undefined,
): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of validation) {
    const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
    const key = path || context || 'body';
    (errors[key] ??= []).push(issue.message ?? 'Invalid value');
  }
  return errors;
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
    return sendError(reply, error.code, error.message, error.fieldErrors);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return sendError(
      reply,
      'VALIDATION_FAILED',
      'The data sent is not valid',
      fieldErrorsOf(error.validation, error.validationContext),
    );
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
    const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
    const message = MESSAGE_BY_FASTIFY_CODE[error.code] ?? error.message;
    return sendError(reply, code, message);
  }
  // A bug or an outage: the details go to the log (with the request id), never to the client.
  request.log.error({ err: error }, 'Request failed');
  if (status === 503) return sendError(reply, 'SERVICE_UNAVAILABLE', 'Service unavailable');
  return sendError(reply, 'INTERNAL', 'Internal server error');
}

export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler(handleError);
  },
  { name: 'error-handler' },
);
