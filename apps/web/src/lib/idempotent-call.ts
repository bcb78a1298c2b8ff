/**
 * A creating call sent with its Idempotency-Key: the same key for the same submission until its
 * answer is final (idempotency-keys.ts), so sending it again never creates twice. Other POSTs go
 * as they are. Loaded by `call` with the first POST, to keep it out of the first load.
 */
import type { EndpointDefinition } from '@mainstay/contracts';
import { IDEMPOTENCY_KEY_HEADER, isIdempotentCreate } from '@mainstay/contracts/idempotency';
import { isApiError, type RequestOptions } from './api-client.ts';
import {
  idempotencyKeyFor,
  isFinalAnswer,
  settleIdempotencyKey,
  submissionOf,
} from './idempotency-keys.ts';

export function sendOnce<T>(
  endpoint: EndpointDefinition,
  path: string,
  body: unknown,
  headers: RequestOptions['headers'],
  send: (headers: RequestOptions['headers']) => Promise<T>,
): Promise<T> {
  if (!isIdempotentCreate(endpoint)) return send(headers);
  const submission = submissionOf(endpoint.method, path, body);
  const key = idempotencyKeyFor(submission);
  return send({ ...headers, [IDEMPOTENCY_KEY_HEADER]: key }).then(
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
