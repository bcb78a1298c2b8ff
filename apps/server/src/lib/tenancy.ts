/**
 * Tenant scoping. Every tenant-owned table has an `organisation_id`; repositories reach those
 * tables only through a scope made for one organisation, whose methods always add
 * `organisation_id = <the caller's organisation>`, so forgetting a `where` cannot leak another
 * organisation's rows. Pass a transaction as the executor to run inside it.
 *
 * `tenantCondition` is the only place the organisation condition is written; the scope and the
 * prepared hot-path statements (which pass a placeholder) both use it. The lint rule
 * `mainstay/no-raw-organisation-condition` refuses the condition written anywhere else.
 */
import { and, eq, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';

/** A table that belongs to an organisation. */
export type TenantTable = PgTable & { organisationId: PgColumn };

/**
 * `organisation_id = <organisation>` for a tenant table. The organisation is a value, a
 * placeholder for prepared statements (whose SQL text then stays exactly what it was), or
 * another tenant table's column in a correlated subquery ("the same organisation as that row").
 */
export function tenantCondition(
  table: TenantTable,
  organisation: string | Placeholder | PgColumn,
): SQL {
  return eq(table.organisationId, organisation);
}

export interface TenantScope {
  readonly organisationId: string;
  /** `organisation_id = <org>` for this table, AND-ed with the extra condition when given. */
  where(table: TenantTable, condition?: SQL): SQL;
  /** The same condition for a join: `innerJoin(table, scope.on(table, eq(table.x, other.y)))`. */
  on(table: TenantTable, condition?: SQL): SQL;
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
  /** The executor, for reads that join tenant tables; conditions must use `where()` and `on()`. */
  readonly executor: Executor;
}

export function forOrganisation(executor: Executor, organisationId: string): TenantScope {
  if (!organisationId) throw new Error('forOrganisation needs an organisation id');
  const where = (table: TenantTable, condition?: SQL): SQL =>
    and(tenantCondition(table, organisationId), condition) as SQL;

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
    on: where,
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
