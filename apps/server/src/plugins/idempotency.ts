/**
 * Idempotency-Key on every creating operation (`isIdempotentCreate` in the contracts), in one
 * place for all routes. After the auth gate and the body's validation, a request with the header
 * takes the key for its caller (lib/idempotency.ts) or is answered with what the first request
 * with the key answered (`Idempotent-Replayed: true`), without running the handler. The holder's
 * answer is stored just before it is sent: a success or a 4xx is final and replayed for 24 hours;
 * a 5xx gives the key back, so a retry runs again.
 *
 * A crash between the work's commit and the answer's storing would leave the work done and the
 * key held (a retry after the lease would run again): routes whose work is one transaction close
 * that window by storing the answer inside it (`answerWithinWork`, used by ticket creation).
 */
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  isIdempotentCreate,
} from '@mainstay/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../db/client.ts';
import { defineJob } from '../jobs/registry.ts';
import { AppError } from '../lib/errors.ts';
import {
  claimKey,
  parseIdempotencyKey,
  purgeExpiredKeys,
  releaseKey,
  requestFingerprint,
  storeAnswer,
  type IdempotencyClaim,
  type StoredAnswer,
} from '../lib/idempotency.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request holds while it runs; null without one. */
    idempotency: IdempotencyClaim | null;
  }
}

export interface IdempotencyPluginOptions {
  /** How long a request waits for an earlier one with its key (tests shorten it). */
  waitMs?: number;
}

/** Hourly: keys older than 24 hours are forgotten (a retry after that creates again). */
export const purgeIdempotencyKeysJob = defineJob({
  name: 'maintenance.purge-idempotency-keys',
  cron: '41 * * * *',
  async handler(_data, { db, log }) {
    const deleted = await purgeExpiredKeys(db);
    log.info({ deleted }, 'Purged expired idempotency keys');
  },
});

/** An answer's body as text: what serialisers and the error handler give is a string. */
function bodyText(payload: unknown): string | null {
  if (payload === null || payload === undefined || payload === '') return null;
  if (typeof payload === 'string') return payload;
  return Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
}

/** Answers with a stored answer, marked as replayed. */
function replay(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  reply.code(answer.status).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  if (answer.body === null) return reply.send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

/**
 * For a route whose work is one transaction: stores the answer inside it, so the work and its
 * answer commit together and a retry after a crash can only find both or neither. Returns
 * undefined when the request holds no key. The answer is serialised as the route will send it.
 */
export function answerWithinWork<T>(
  request: FastifyRequest,
  reply: FastifyReply,
): ((executor: Executor, result: T) => Promise<void>) | undefined {
  const claim = request.idempotency;
  if (!claim) return undefined;
  return async (executor, result) => {
    const body = bodyText(reply.serialize(result));
    await storeAnswer(executor, claim, { status: reply.statusCode, body });
  };
}

export const idempotencyPlugin = fp<IdempotencyPluginOptions>(
  async (app, { waitMs }) => {
    app.decorateRequest('idempotency', null);
    if (app.hasDecorator('queue')) await app.queue.define(purgeIdempotencyKeysJob);

    app.addHook('preHandler', async (request, reply) => {
      const { endpoint } = request.routeOptions.config;
      const header = request.headers[IDEMPOTENCY_KEY_HEADER];
      if (!endpoint || header === undefined || !isIdempotentCreate(endpoint)) return;
      const key = parseIdempotencyKey(header);
      const organisationId = request.auth?.organisationId;
      if (!request.auth || !organisationId) return;
      const outcome = await claimKey(
        app.db,
        {
          organisationId,
          userId: request.auth.userId,
          key,
          method: request.method,
          path: request.url.split('?')[0] ?? request.url,
          fingerprint: requestFingerprint({ body: request.body ?? null, query: request.query }),
        },
        waitMs,
      ).catch((error: unknown) => {
        // Still running elsewhere: worth asking again soon (the web client does, with the key).
        if (error instanceof AppError && error.code === 'IDEMPOTENCY_KEY_IN_PROGRESS') {
          reply.header('retry-after', '1');
        }
        throw error;
      });
      if (outcome.kind === 'replay') return replay(reply, outcome.answer);
      request.idempotency = outcome.claim;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotency;
      if (!claim) return payload;
      request.idempotency = null;
      try {
        if (reply.statusCode >= 500) {
          await releaseKey(app.db, claim);
        } else {
          await storeAnswer(app.db, claim, { status: reply.statusCode, body: bodyText(payload) });
        }
      } catch (error) {
        // The answer still goes out; the key is held until its lease ends (see lib/idempotency).
        request.log.error({ err: error }, 'Could not store the answer of an Idempotency-Key');
      }
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['database', 'auth'] },
);
