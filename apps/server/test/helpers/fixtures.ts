/** Small builders for the rows tests need: an organisation, a user with given rules, a token. */
import { randomBytes } from 'node:crypto';
import type { LanguageCode } from '@mainstay/i18n';
import type { PermissionRule } from '@mainstay/permissions';
import type { Database } from '../../src/db/client.ts';
import type { UserStatus } from '../../src/db/schema/index.ts';
import { createAccessToken } from '../../src/modules/auth/access-tokens.ts';
import { insertOrganisation } from '../../src/modules/organisation/organisation.repository.ts';
import { rolesRepository } from '../../src/modules/roles/roles.repository.ts';
import { usersRepository } from '../../src/modules/users/users.repository.ts';

export async function createOrganisation(db: Database, name = 'Acme Estates') {
  const suffix = randomBytes(3).toString('hex');
  return insertOrganisation(db, {
    name,
    slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${suffix}`,
  });
}

export interface CreateUserOptions {
  rules?: PermissionRule[];
  status?: UserStatus;
  tokenTtlSeconds?: number;
  /** The user's interface language, which the server answers them in (default English). */
  language?: LanguageCode;
}

/** A user holding one role with the given rules, and a bearer token for them. */
export async function createUserWithToken(
  db: Database,
  organisationId: string,
  { rules = [], status = 'active', tokenTtlSeconds, language = 'en' }: CreateUserOptions = {},
) {
  const suffix = randomBytes(4).toString('hex');
  const [user] = await usersRepository(db, organisationId).insert([
    { name: `Test User ${suffix}`, email: `user-${suffix}@example.test`, status, language },
  ]);
  const roles = rolesRepository(db, organisationId);
  const [role] = await roles.insert([{ name: `Role ${suffix}`, rules }]);
  if (!user || !role) throw new Error('Creating the test user failed');
  await roles.assignToUser(user.id, [role.id]);
  const token = await createAccessToken(db, user.id, organisationId, {
    deviceName: 'vitest',
    ...(tokenTtlSeconds === undefined ? {} : { ttlSeconds: tokenTtlSeconds }),
  });
  return { user, role, token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
