/** Reads of the caller's own organisation row: the organisation id is the scope itself. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { organisations, type NewOrganisation, type Organisation } from '../../db/schema/index.ts';

export function organisationRepository(executor: Executor, organisationId: string) {
  return {
    async get(): Promise<Organisation | undefined> {
      const [row] = await executor
        .select()
        .from(organisations)
        .where(eq(organisations.id, organisationId))
        .limit(1);
      return row;
    },
    async update(values: Partial<Omit<NewOrganisation, 'id'>>): Promise<Organisation | undefined> {
      const [row] = await executor
        .update(organisations)
        .set(values)
        .where(eq(organisations.id, organisationId))
        .returning();
      return row;
    },
  };
}

/** Creating an organisation has no tenant yet: it makes one (sign-up, seeding). */
export async function insertOrganisation(
  executor: Executor,
  values: NewOrganisation,
): Promise<Organisation> {
  const [row] = await executor.insert(organisations).values(values).returning();
  if (!row) throw new Error('Inserting the organisation returned no row');
  return row;
}
