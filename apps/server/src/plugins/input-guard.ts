/**
 * What arrives is text the database can store, or the request is refused with a 4xx before any
 * handler runs:
 * - a path or query string with a NUL character (`%00`) or a broken percent-encoding / UTF-8
 *   sequence, and a header value with a NUL, answer 400 `INVALID_CHARACTERS`;
 * - a JSON body that is not valid UTF-8 or whose strings (or keys) hold a NUL answers the same;
 * - a body declared larger than the route allows answers 413 once it has been read to its end
 *   and thrown away (up to a cap), so the client gets to read the answer, not a reset connection.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import { sendError } from './error-handler.ts';

/** Bodies declared up to this size are drained after a 413; larger ones close the connection. */
const DRAIN_AT_MOST = 64 * 1024 * 1024;
/** ...and only while they keep coming: a body still arriving after this is cut off. */
const DRAIN_FOR_AT_MOST_MS = 30_000;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** True when a request target holds a NUL or cannot be percent-decoded as UTF-8. */
export function targetIsBroken(target: string): boolean {
  if (target.includes('\0')) return true;
  if (!target.includes('%')) return false;
  try {
    return decodeURIComponent(target).includes('\0');
  } catch {
    return true;
  }
}

/** True when a parsed JSON value holds a NUL in any string or key. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\0') || holdsNul(item));
  }
  return false;
}

/** Reads a request's body to its end and throws it away; false when that takes too long. */
function drain(raw: IncomingMessage): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (drained: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(drained);
    };
    const timer = setTimeout(() => settle(false), DRAIN_FOR_AT_MOST_MS);
    raw.on('end', () => settle(true));
    raw.on('error', () => settle(false));
    raw.on('close', () => settle(raw.readableEnded));
    raw.resume();
  });
}

/**
 * 413 for a body declared over the limit, answered once the body has arrived: a client still
 * sending when the server answered and closed would see a reset instead of the answer.
 */
async function refuseOversizedBody(request: FastifyRequest, reply: FastifyReply, limit: number) {
  const declared = Number(request.headers['content-length']);
  if (!Number.isFinite(declared) || declared <= limit) return undefined;
  const drained = declared <= DRAIN_AT_MOST && (await drain(request.raw));
  if (!drained) reply.header('connection', 'close');
  return sendError(reply, 'PAYLOAD_TOO_LARGE');
}

/**
 * Room beside the file in an upload: the form's other fields (at most 20 of 64 KB, as the
 * multipart parser allows, plugins/files.ts) and the boundaries.
 */
const MULTIPART_FIELDS_ROOM = 2 * 1024 * 1024;

/**
 * What a route's body may weigh. An upload (a route consuming multipart/form-data) carries a
 * file up to the files' limit (FILES_MAX_BYTES) whatever the JSON body limit is: the multipart
 * parser streams it and checks the file's own size.
 */
function bodyLimitOf(request: FastifyRequest, defaultLimit: number): number {
  const consumes = (request.routeOptions.schema as { consumes?: readonly string[] } | undefined)
    ?.consumes;
  if (consumes?.includes('multipart/form-data') && request.server.hasDecorator('files')) {
    return request.server.files.maxBytes + MULTIPART_FIELDS_ROOM;
  }
  return request.routeOptions.bodyLimit ?? defaultLimit;
}

async function inputGuard(app: FastifyInstance) {
  const defaultLimit = app.initialConfig.bodyLimit ?? 1024 * 1024;
  app.addHook('onRequest', async (request, reply) => {
    if (targetIsBroken(request.raw.url ?? '')) return sendError(reply, 'INVALID_CHARACTERS');
    for (const value of Object.values(request.headers)) {
      const values = Array.isArray(value) ? value : [value ?? ''];
      if (values.some((item) => item.includes('\0'))) {
        return sendError(reply, 'INVALID_CHARACTERS');
      }
    }
    return refuseOversizedBody(request, reply, bodyLimitOf(request, defaultLimit));
  });

  // Fastify's own JSON parser (with its prototype-poisoning checks), fed only valid UTF-8.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(new AppError('INVALID_CHARACTERS'), undefined);
      return;
    }
    parseJson(request, text, (error, parsed) => {
      if (error) return done(error, undefined);
      // Only a `\u0000` escape can put a NUL in parsed JSON: look deeper only when one is there.
      if (/\\u0000/i.test(text) && holdsNul(parsed)) {
        return done(new AppError('INVALID_CHARACTERS'), undefined);
      }
      return done(null, parsed);
    });
  });
}

export const inputGuardPlugin = fp(inputGuard, { name: 'input-guard' });
