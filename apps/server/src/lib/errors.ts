/**
 * Application errors: services throw these and the one error handler turns them into
 * `{ message, code, errors?, params? }` with the status their code maps to (ERROR_STATUS in
 * contracts), the message in the caller's language. A service names the rule with a code
 * (`new AppError('LAST_OWNER')`); the sentence lives in packages/i18n. Anything that is not an
 * AppError (or a known Fastify error) is a bug and answers 500 "Internal server error".
 */
import {
  ERROR_STATUS,
  errorTranslationKey,
  isErrorCode,
  type TErrorCode,
  type TErrorParams,
  type TFieldErrors,
} from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import { translate } from './translate.ts';

export const STATUS_BY_CODE: Readonly<Record<TErrorCode, number>> = ERROR_STATUS;

export interface AppErrorOptions {
  /** The values the code's sentence is built with. */
  params?: TErrorParams;
  /** Field -> problems; a problem is an error code (translated) or, until it gets one, a sentence. */
  fieldErrors?: TFieldErrors;
  /**
   * The answer's sentence when it is not the code's own: another code (a field's, so the answer
   * and the field say the same), or a sentence that has no code yet, answered as it is.
   */
  message?: string;
}

/** A code's sentence in a language, with the error's values. */
export function errorMessage(
  language: LanguageCode,
  code: TErrorCode,
  params?: TErrorParams,
): string {
  return translate(language, errorTranslationKey(code), params);
}

/** A code's sentence, or a sentence that is not a code as it is. */
function wordedIn(language: LanguageCode, problem: string, params?: TErrorParams): string {
  return isErrorCode(problem) ? errorMessage(language, problem, params) : problem;
}

export class AppError extends Error {
  readonly statusCode: number;
  readonly params: TErrorParams | undefined;
  readonly fieldErrors: TFieldErrors | undefined;
  /** Set when the error carries its own sentence instead of its code's. */
  readonly fixedMessage: string | undefined;

  constructor(
    readonly code: TErrorCode,
    options: AppErrorOptions = {},
  ) {
    // English in logs and in the few places that report an error inside a longer answer.
    super(wordedIn('en', options.message ?? code, options.params));
    this.name = new.target.name;
    this.statusCode = STATUS_BY_CODE[code];
    this.params = options.params;
    this.fieldErrors = options.fieldErrors;
    this.fixedMessage = options.message;
  }

  /** The message in a language: the code's sentence, or the one given. */
  messageIn(language: LanguageCode): string {
    return wordedIn(language, this.fixedMessage ?? this.code, this.params);
  }

  /** The field problems in a language: codes become sentences, sentences stay. */
  fieldErrorsIn(language: LanguageCode): TFieldErrors | undefined {
    if (!this.fieldErrors) return undefined;
    const words = (problem: string) => wordedIn(language, problem, this.params);
    return Object.fromEntries(
      Object.entries(this.fieldErrors).map(([field, problems]) => [field, problems.map(words)]),
    );
  }
}

/** The usual refusal of one field: the code is both the answer's and the field's. */
export function fieldError(field: string, code: TErrorCode, params?: TErrorParams): AppError {
  return new AppError(code, { fieldErrors: { [field]: [code] }, ...(params ? { params } : {}) });
}

/** Keeps an optional sentence only when given, so the code's own sentence is used otherwise. */
const withMessage = (message: string | undefined): AppErrorOptions =>
  message === undefined ? {} : { message };

export class BadRequestError extends AppError {
  constructor(message?: string) {
    super('BAD_REQUEST', withMessage(message));
  }
}

export class ValidationError extends AppError {
  constructor(fieldErrors: TFieldErrors, message?: string) {
    super('VALIDATION_FAILED', { ...withMessage(message), fieldErrors });
  }
}

/** An error of one code, with the code's sentence or the one given. */
function errorWithCode(code: TErrorCode) {
  return class extends AppError {
    constructor(message?: string) {
      super(code, withMessage(message));
    }
  };
}

export class UnauthenticatedError extends errorWithCode('UNAUTHENTICATED') {}

/** A payment was declined or could not be taken. */
export class PaymentRequiredError extends errorWithCode('PAYMENT_REQUIRED') {}

export class ForbiddenError extends errorWithCode('FORBIDDEN') {}

/** Also what another organisation's record answers: its existence is not revealed. */
export class NotFoundError extends errorWithCode('NOT_FOUND') {}

export class ConflictError extends AppError {
  constructor(message?: string, fieldErrors?: TFieldErrors) {
    super('CONFLICT', { ...withMessage(message), ...(fieldErrors ? { fieldErrors } : {}) });
  }
}

/** A link or token that existed but can no longer be used (expired or already used). */
export class GoneError extends errorWithCode('GONE') {}

export class ServiceUnavailableError extends errorWithCode('SERVICE_UNAVAILABLE') {}

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

/**
 * A `.catch` for a write that may lose a race on a unique column: the unique violation becomes
 * the same 422 on `field` as the up-front check gives; anything else is rethrown.
 */
export function takenOnRace(field: string, code: TErrorCode): (error: unknown) => never {
  return (error) => {
    if (isUniqueViolation(error)) throw new ValidationError({ [field]: [code] });
    throw error;
  };
}
