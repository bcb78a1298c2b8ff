/** The organisation's people, as administrators list and open them. */
import type {
  TOrganisationUser,
  TOrganisationUserListQuery,
  TOrganisationUserListResponse,
} from '@mainstay/contracts';
import { ZOrganisationUserListQuery } from '@mainstay/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { toOrganisationUsers } from './users.mapper.ts';
import { usersRepository } from './users.repository.ts';

export async function listUsers(
  db: Database,
  auth: RequestAuth,
  input: TOrganisationUserListQuery,
): Promise<TOrganisationUserListResponse> {
  const query = ZOrganisationUserListQuery.parse(input);
  const { rows, total } = await usersRepository(db, auth.organisationId).page({
    search: query.search || undefined,
    roleId: query.role_id,
    status: query.status,
    buildingId: query.building_id,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    data: await toOrganisationUsers(db, auth.organisationId, rows),
    total,
    page: query.page,
    per_page: query.per_page,
  };
}

export async function getOrganisationUser(
  executor: Executor,
  auth: Pick<RequestAuth, 'organisationId'>,
  userId: string,
): Promise<TOrganisationUser> {
  const rows = await usersRepository(executor, auth.organisationId).withLastSeen([userId]);
  const [user] = await toOrganisationUsers(executor, auth.organisationId, rows);
  if (!user) throw new AppError('USER_NOT_FOUND');
  return user;
}
