/**
 * The __title__ of one organisation. Every query goes through the organisation's scope
 * (lib/tenancy.ts), so none can reach another organisation's rows.
 */
import type { T__PascalOne__ListQuery } from '@mainstay/contracts';
import { count, eq, ilike } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { __camel__, type New__PascalOne__, type __PascalOne__ } from '../../db/schema/index.ts';
import { containsPattern, orderBy, pageWindow } from '../../lib/list-query.ts';
import { forOrganisation } from '../../lib/tenancy.ts';

/** The columns the list may be sorted by (__SNAKE_ONE___SORTS in the contracts). */
const SORT_COLUMNS = { name: __camel__.name, created_at: __camel__.createdAt };

type __PascalOne__Values = Omit<New__PascalOne__, 'id' | 'organisationId' | 'createdAt' | 'updatedAt'>;

export function __camel__Repository(executor: Executor, organisationId: string) {
  const scope = forOrganisation(executor, organisationId);
  return {
    /** One page of the list, in the chosen order, and how many match in all. */
    async page(query: T__PascalOne__ListQuery): Promise<{ rows: __PascalOne__[]; total: number }> {
      const where = scope.where(
        __camel__,
        query.search ? ilike(__camel__.name, containsPattern(query.search)) : undefined,
      );
      const { limit, offset } = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        executor
          .select()
          .from(__camel__)
          .where(where)
          .orderBy(...orderBy(SORT_COLUMNS, query.sort, query.order, 'name', __camel__.id))
          .limit(limit)
          .offset(offset),
        executor.select({ value: count() }).from(__camel__).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
    async find(id: string): Promise<__PascalOne__ | undefined> {
      const [row] = await scope.select(__camel__, eq(__camel__.id, id));
      return row;
    },
    async insert(values: __PascalOne__Values): Promise<__PascalOne__> {
      const [row] = await scope.insert(__camel__, [values]);
      if (!row) throw new Error('The __titleOne__ was not stored');
      return row;
    },
    async update(
      id: string,
      values: Partial<Pick<__PascalOne__Values, 'name' | 'description'>>,
    ): Promise<__PascalOne__ | undefined> {
      const [row] = await scope.update(__camel__, values, eq(__camel__.id, id));
      return row;
    },
    /** Whether a row was there to delete. */
    async delete(id: string): Promise<boolean> {
      const rows = await scope.delete(__camel__, eq(__camel__.id, id));
      return rows.length > 0;
    },
  };
}
