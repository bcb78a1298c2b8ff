/** People as the API returns them, with their roles and building scope. */
import type { TOrganisationUser } from '@mainstay/contracts';
import type { Executor } from '../../db/client.ts';
import { rolesRepository } from '../roles/index.ts';
import { usersRepository, type UserWithLastSeen } from './users.repository.ts';

/** The API shape of these people, in the order given. */
export async function toOrganisationUsers(
  executor: Executor,
  organisationId: string,
  rows: UserWithLastSeen[],
): Promise<TOrganisationUser[]> {
  const ids = rows.map((row) => row.user.id);
  const held = await rolesRepository(executor, organisationId).rolesOfUsers(ids);
  const buildings = await usersRepository(executor, organisationId).buildingsOf(ids);
  return rows.map(({ user, lastSeenAt }) => ({
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    status: user.status,
    roles: held
      .filter((row) => row.userId === user.id)
      .map((row) => ({ id: row.role.id, key: row.role.key, name: row.role.name })),
    building_ids: buildings.get(user.id) ?? [],
    contractor_id: user.contractorId,
    job_title: user.jobTitle,
    last_seen_at: lastSeenAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
  }));
}
