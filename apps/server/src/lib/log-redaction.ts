/**
 * Secrets that travel in URLs (invitation, reset, feedback and unsubscribe tokens, file-link signatures,
 * verification codes) never reach the log: the request line is written with them masked.
 */
import type { FastifyRequest } from 'fastify';

const SECRET_QUERY = /([?&](?:token|signature|code|secret|key|t)=)[^&#]*/gi;
const SECRET_PATH = /(\/auth\/invitations\/)[^/?#]+/gi;
const MASK = '[redacted]';

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, `$1${MASK}`).replace(SECRET_PATH, `$1${MASK}`);
}

/** Fastify's own request serializer, with the URL masked. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
