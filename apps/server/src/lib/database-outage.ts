/**
 * A database outage as this process sees it. Whatever meets it (a request, the job queue's
 * polling), the outage is logged once, in one line without a stack trace; the requests that meet
 * it answer 503 with Retry-After (plugins/error-handler.ts), and nothing else writes a line per
 * failure. One per app: the error handler makes it, the job queue reports to it.
 */
import type { FastifyBaseLogger } from 'fastify';

/** Causes of a failure, outermost first (the ORM wraps the driver's error). */
function* causesOf(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** Connection failures and the server's refusals while it starts or stops. */
const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const DATABASE_DOWN_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|PGlite is closed|embedded database is closed|Client has encountered a connection error/i;
/** Text the database cannot store (a NUL, an invalid sequence) that got past the input guard. */
const BAD_TEXT_CODES = new Set(['22021', '22P05']);

export function databaseProblem(error: unknown): 'down' | 'bad-text' | undefined {
  for (const cause of causesOf(error)) {
    const code = typeof cause.code === 'string' ? cause.code : '';
    if (BAD_TEXT_CODES.has(code)) return 'bad-text';
    if (DATABASE_DOWN_CODES.has(code)) return 'down';
    if (typeof cause.message === 'string' && DATABASE_DOWN_MESSAGE.test(cause.message)) {
      return 'down';
    }
  }
  return undefined;
}

/** What the log keeps of the failure that began an outage: its code and words, no stack. */
function summaryOf(error: unknown): { code?: string; message?: string } {
  for (const cause of causesOf(error)) {
    const code = typeof cause.code === 'string' ? cause.code : undefined;
    const message = typeof cause.message === 'string' ? cause.message : undefined;
    if (code && DATABASE_DOWN_CODES.has(code)) return { code, ...(message ? { message } : {}) };
  }
  const outer = [...causesOf(error)][0];
  return typeof outer?.message === 'string' ? { message: outer.message } : {};
}

/** An outage is over when nothing has met it for this long; the next failure is a new outage. */
export const OUTAGE_QUIET_MS = 30_000;

export interface DatabaseOutage {
  /**
   * Notes a failure that met the outage (`databaseProblem(error) === 'down'`): the first of an
   * outage is logged, with what ended the previous one; the others only counted.
   */
  met(log: FastifyBaseLogger, error: unknown): void;
}

export function createDatabaseOutage(): DatabaseOutage {
  let outage: { last: number; failures: number } | undefined;
  return {
    met(log, error) {
      const now = Date.now();
      if (!outage || now - outage.last > OUTAGE_QUIET_MS) {
        if (outage && outage.failures > 1) {
          log.warn({ failures: outage.failures }, 'The previous database outage ended');
        }
        outage = { last: now, failures: 0 };
        log.error(
          { database: summaryOf(error) },
          'The database is unreachable: requests answer 503 until it is back',
        );
      }
      outage.last = now;
      outage.failures += 1;
    },
  };
}
