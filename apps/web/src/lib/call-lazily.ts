/**
 * `call` for the first load's requests (signing in, the demo accounts): the entry and the client
 * are loaded with the request (`load`, a dynamic import of the endpoint table), so the table's
 * schemas, zod with them, and the client with its Idempotency-Key handling are not part of the
 * page's first download.
 */
import type { EndpointDefinition } from '@mainstay/contracts';
import type { EndpointResult, OptionsArgument } from './endpoint-client.ts';

export async function callLazily<E extends EndpointDefinition>(
  load: () => Promise<E>,
  ...[options]: OptionsArgument<E>
): Promise<EndpointResult<E>> {
  const [endpoint, { call }] = await Promise.all([load(), import('./endpoint-client.ts')]);
  return (call as (entry: E, options?: unknown) => Promise<EndpointResult<E>>)(endpoint, options);
}
