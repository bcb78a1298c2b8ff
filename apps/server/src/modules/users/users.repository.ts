/** Users of one organisation. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users, type NewUser, type User } from '../../db/schema/index.ts';
import { forOrganisation } from '../../lib/tenancy.ts';

export function usersRepository(executor: Executor, organisationId: string) {
  const scope = forOrganisation(executor, organisationId);
  return {
    async findById(userId: string): Promise<User | undefined> {
      const [row] = await scope.select(users, eq(users.id, userId));
      return row;
    },
    async list(): Promise<User[]> {
      return scope.select(users);
    },
    async insert(values: Omit<NewUser, 'organisationId'>[]): Promise<User[]> {
      return scope.insert(
        users,
        values.map((value) => ({ ...value, email: value.email.trim().toLowerCase() })),
      );
    },
    async update(
      userId: string,
      values: Partial<Omit<NewUser, 'organisationId'>>,
    ): Promise<User | undefined> {
      const [row] = await scope.update(users, values, eq(users.id, userId));
      return row;
    },
  };
}
