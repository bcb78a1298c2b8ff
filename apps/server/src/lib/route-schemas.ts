/** Documents the error responses a route can give, all with the one ErrorBody shape. */
import { ZErrorBody } from '@mainstay/contracts';

type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503;

export function errorResponses<S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof ZErrorBody> {
  return Object.fromEntries(statuses.map((status) => [status, ZErrorBody])) as Record<
    S,
    typeof ZErrorBody
  >;
}

/** What every private route may answer besides its success. */
export const PRIVATE_ROUTE_ERRORS = errorResponses(401, 403);
