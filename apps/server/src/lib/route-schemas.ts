/** Documents the error responses a route can give, all with the one ErrorBody shape. */
import { ZErrorBody, type ErrorStatus } from '@mainstay/contracts';

export function errorResponses<S extends ErrorStatus>(
  ...statuses: readonly S[]
): Record<S, typeof ZErrorBody> {
  return Object.fromEntries(statuses.map((status) => [status, ZErrorBody])) as Record<
    S,
    typeof ZErrorBody
  >;
}
