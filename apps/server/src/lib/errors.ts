/**
 * Application errors: services throw these and the one error handler turns them into
 * `{ message, code, errors? }` with the status their code maps to. Anything that is not an
 * AppError (or a known Fastify error) is a bug and answers 500 "Internal server error".
 */
import type { TErrorCode, TFieldErrors } from '@mainstay/contracts';

export const STATUS_BY_CODE: Record<TErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 422,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: TErrorCode,
    message: string,
    readonly fieldErrors?: TFieldErrors,
  ) {
    super(message);
    this.name = new.target.name;
    this.statusCode = STATUS_BY_CODE[code];
  }
}

export class BadRequestError extends AppError {
  constructor(message = 'Bad request') {
    super('BAD_REQUEST', message);
  }
}

export class ValidationError extends AppError {
  constructor(fieldErrors: TFieldErrors, message = 'The data sent is not valid') {
    super('VALIDATION_FAILED', message, fieldErrors);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'Authentication required') {
    super('UNAUTHENTICATED', message);
  }
}

/** A payment was declined or could not be taken. */
export class PaymentRequiredError extends AppError {
  constructor(message = 'Payment processing failed') {
    super('PAYMENT_REQUIRED', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do this') {
    super('FORBIDDEN', message);
  }
}

/** Also what another organisation's record answers: its existence is not revealed. */
export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super('NOT_FOUND', message);
  }
}

export class ConflictError extends AppError {
  constructor(message = 'Conflict', fieldErrors?: TFieldErrors) {
    super('CONFLICT', message, fieldErrors);
  }
}

/** A link or token that existed but can no longer be used (expired or already used). */
export class GoneError extends AppError {
  constructor(message = 'This link is no longer valid') {
    super('GONE', message);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message = 'Service unavailable') {
    super('SERVICE_UNAVAILABLE', message);
  }
}

const UNIQUE_VIOLATION = '23505';

/**
 * True for PostgreSQL's unique_violation, whichever driver raised it: node-postgres and PGlite
 * put the code on the error, and Drizzle wraps that error as the `cause` of its own. Services
 * use it to turn a race lost between their up-front check and the write into the same clear
 * answer the check gives.
 */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current instanceof Object && !seen.has(current);) {
    seen.add(current);
    if ('code' in current && current.code === UNIQUE_VIOLATION) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
