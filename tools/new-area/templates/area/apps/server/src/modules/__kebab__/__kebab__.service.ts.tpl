/**
 * __Title__: the rules of the area. A record belongs to one organisation, and another
 * organisation's id answers 404 like a missing one. A retried create (same Idempotency-Key) is
 * answered by plugins/idempotency.ts before it reaches here.
 */
import type {
  TCreate__PascalOne__Request,
  T__PascalOne__,
  T__PascalOne__ListQuery,
  T__PascalOne__ListResponse,
  TUpdate__PascalOne__Request,
} from '@mainstay/contracts';
import type { Database } from '../../db/client.ts';
import type { __PascalOne__ } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { __camel__Repository } from './__kebab__.repository.ts';

export interface __Pascal__Deps {
  db: Database;
}

function to__PascalOne__(row: __PascalOne__): T__PascalOne__ {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The record, or 404 when the organisation has no such one. */
function found(row: __PascalOne__ | undefined): T__PascalOne__ {
  if (!row) throw new AppError('__SNAKE_ONE___NOT_FOUND');
  return to__PascalOne__(row);
}

export async function list__Pascal__(
  deps: __Pascal__Deps,
  auth: RequestAuth,
  query: T__PascalOne__ListQuery,
): Promise<T__PascalOne__ListResponse> {
  const { rows, total } = await __camel__Repository(deps.db, auth.organisationId).page(query);
  return { data: rows.map(to__PascalOne__), total, page: query.page, per_page: query.per_page };
}

export async function get__PascalOne__(
  deps: __Pascal__Deps,
  auth: RequestAuth,
  id: string,
): Promise<T__PascalOne__> {
  return found(await __camel__Repository(deps.db, auth.organisationId).find(id));
}

export async function create__PascalOne__(
  deps: __Pascal__Deps,
  auth: RequestAuth,
  input: TCreate__PascalOne__Request,
): Promise<T__PascalOne__> {
  const repository = __camel__Repository(deps.db, auth.organisationId);
  const values = { name: input.name, description: input.description ?? '' };
  return to__PascalOne__(await repository.insert(values));
}

export async function update__PascalOne__(
  deps: __Pascal__Deps,
  auth: RequestAuth,
  id: string,
  input: TUpdate__PascalOne__Request,
): Promise<T__PascalOne__> {
  return found(await __camel__Repository(deps.db, auth.organisationId).update(id, input));
}

export async function delete__PascalOne__(
  deps: __Pascal__Deps,
  auth: RequestAuth,
  id: string,
): Promise<void> {
  const deleted = await __camel__Repository(deps.db, auth.organisationId).delete(id);
  if (!deleted) throw new AppError('__SNAKE_ONE___NOT_FOUND');
}
