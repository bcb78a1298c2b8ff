/**
 * Tenant scoping. Every tenant-owned table has an `organisation_id`; repositories reach those
 * tables only through a scope made for one organisation, whose methods always add
 * `organisation_id = <the caller's organisation>`, so forgetting a `where` cannot leak another
 * organisation's rows. Pass a transaction as the executor to run inside it.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';

/** A table that belongs to an organisation. */
export type TenantTable = PgTable & { organisationId: PgColumn };

export interface TenantScope {
  readonly organisationId: string;
  /** `organisation_id = <org>` for this table, AND-ed with the extra condition when given. */
  where(table: TenantTable, condition?: SQL): SQL;
  select<T extends TenantTable>(table: T, condition?: SQL): Promise<T['$inferSelect'][]>;
  insert<T extends TenantTable>(
    table: T,
    values: Omit<T['$inferInsert'], 'organisationId'>[],
  ): Promise<T['$inferSelect'][]>;
  update<T extends TenantTable>(
    table: T,
    values: Partial<Omit<T['$inferInsert'], 'organisationId'>>,
    condition?: SQL,
  ): Promise<T['$inferSelect'][]>;
  delete<T extends TenantTable>(table: T, condition?: SQL): Promise<T['$inferSelect'][]>;
  /** The executor, for reads that join tenant tables; join conditions must use `where()`. */
  readonly executor: Executor;
}

export function forOrganisation(executor: Executor, organisationId: string): TenantScope {
  if (!organisationId) throw new Error('forOrganisation needs an organisation id');
  const where = (table: TenantTable, condition?: SQL): SQL =>
    and(eq(table.organisationId, organisationId), condition) as SQL;

  // Drizzle's builders are typed for concrete tables; with a generic table their result types
  // cannot be inferred, so the rows are cast back to the table's own select type.
  const anyExecutor = executor as unknown as {
    select(): { from(table: PgTable): { where(condition: SQL): Promise<unknown[]> } };
    insert(table: PgTable): { values(values: unknown[]): { returning(): Promise<unknown[]> } };
    update(table: PgTable): {
      set(values: unknown): { where(condition: SQL): { returning(): Promise<unknown[]> } };
    };
    delete(table: PgTable): { where(condition: SQL): { returning(): Promise<unknown[]> } };
  };

  return {
    organisationId,
    executor,
    where,
    async select(table, condition) {
      return (await anyExecutor.select().from(table).where(where(table, condition))) as never;
    },
    async insert(table, values) {
      if (values.length === 0) return [];
      const rows = values.map((value) => ({ ...value, organisationId }));
      return (await anyExecutor.insert(table).values(rows).returning()) as never;
    },
    async update(table, values, condition) {
      // Moving a row to another organisation is never an update: strip it if it slipped in.
      const { organisationId: _ignored, ...safeValues } = values as Record<string, unknown>;
      return (await anyExecutor
        .update(table)
        .set(safeValues)
        .where(where(table, condition))
        .returning()) as never;
    },
    async delete(table, condition) {
      return (await anyExecutor.delete(table).where(where(table, condition)).returning()) as never;
    },
  };
}
