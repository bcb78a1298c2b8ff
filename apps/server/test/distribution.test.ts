/**
 * The migrated schema against the distribution plan (src/db/distribution.ts, docs/scaling.md):
 * every table classified; every distributed table carrying a NOT NULL organisation_id; the only
 * unique keys without it the ones the plan lists; every foreign key either allowed by Citus as it
 * is, made composite by widening the referenced primary key, or listed as dropped. Together these
 * make the move to Citus a matter of DDL: no column to add, no row to rewrite.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DISTRIBUTED_TABLES,
  DISTRIBUTION_COLUMN,
  FOREIGN_KEYS_DROPPED,
  LOCAL_SCHEMAS,
  LOCAL_TABLES,
  REFERENCE_TABLES,
  tableGroup,
  UNIQUE_KEYS_WIDENED,
} from '../src/db/distribution.ts';
import { ticketActivity } from '../src/db/schema/index.ts';
import { seedDemoOrganisation } from '../src/seed/index.ts';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';
import { createOrganisation } from './helpers/fixtures.ts';

interface Key {
  table: string;
  name: string;
  kind: 'p' | 'u' | 'f' | 'i';
  columns: string[];
  referencedTable: string | null;
  referencedColumns: string[] | null;
}

describe('the schema against the distribution plan', () => {
  let database: TestDatabase;
  let tables: string[];
  let keys: Key[];

  const query = async <T>(statement: SQL): Promise<T[]> => {
    const result: unknown = await database.handle.db.execute(statement);
    // PGlite and node-postgres both answer `{ rows }`.
    return (result as { rows: T[] }).rows;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    tables = (
      await query<{ name: string }>(sql`
        select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        order by 1`)
    ).map((row) => row.name);
    // Constraints (primary, unique, foreign) and unique indexes made without a constraint.
    keys = await query<Key>(sql`
      select rel.relname as "table", con.conname as name, con.contype as kind,
        array(select a.attname::text from unnest(con.conkey) with ordinality k(num, pos)
          join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.pos) as columns,
        ref.relname as "referencedTable",
        case when con.contype = 'f' then array(select a.attname::text
          from unnest(con.confkey) with ordinality k(num, pos)
          join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.pos)
        end as "referencedColumns"
      from pg_constraint con
      join pg_class rel on rel.oid = con.conrelid
      join pg_namespace n on n.oid = rel.relnamespace
      left join pg_class ref on ref.oid = con.confrelid
      where n.nspname = 'public' and con.contype in ('p', 'u', 'f')
      union all
      select rel.relname, idx.relname, 'i',
        array(select a.attname::text from unnest(i.indkey) with ordinality k(num, pos)
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.num order by k.pos),
        null, null
      from pg_index i
      join pg_class idx on idx.oid = i.indexrelid
      join pg_class rel on rel.oid = i.indrelid
      join pg_namespace n on n.oid = rel.relnamespace
      where n.nspname = 'public' and i.indisunique
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`);
  });
  afterAll(() => database.dispose());

  it('puts every table in exactly one group, and names no table that does not exist', () => {
    const planned = [...DISTRIBUTED_TABLES, ...REFERENCE_TABLES, ...LOCAL_TABLES];
    expect(new Set(planned).size, 'a table is in two groups').toBe(planned.length);
    expect([...planned].sort()).toEqual(tables);
  });

  it('keeps any other schema on the coordinator', async () => {
    const schemas = await query<{ name: string }>(sql`
      select nspname as name from pg_namespace
      where nspname not like 'pg\\_%' and nspname not in ('public', 'information_schema')`);
    for (const { name } of schemas) expect(LOCAL_SCHEMAS).toContain(name);
  });

  it('gives every distributed table a NOT NULL organisation_id pointing at its organisation', async () => {
    const columns = await query<{ table: string; type: string; nullable: string }>(sql`
      select table_name as "table", data_type as type, is_nullable as nullable
      from information_schema.columns
      where table_schema = 'public' and column_name = ${DISTRIBUTION_COLUMN}`);
    const byTable = new Map(columns.map((column) => [column.table, column]));
    for (const table of DISTRIBUTED_TABLES) {
      expect(byTable.get(table), table).toMatchObject({ type: 'uuid', nullable: 'NO' });
      const toOrganisation = keys.find(
        (key) =>
          key.table === table &&
          key.kind === 'f' &&
          key.columns.join() === DISTRIBUTION_COLUMN &&
          key.referencedTable === 'organisations',
      );
      expect(toOrganisation, `${table}.organisation_id references organisations`).toBeDefined();
    }
  });

  it('gives every distributed table a primary key to widen with organisation_id', () => {
    for (const table of DISTRIBUTED_TABLES) {
      expect(
        keys.some((key) => key.table === table && key.kind === 'p'),
        table,
      ).toBe(true);
    }
  });

  it('lists exactly the unique keys of distributed tables that lack organisation_id', () => {
    const lacking = keys
      .filter(
        (key) =>
          (key.kind === 'u' || key.kind === 'i') &&
          tableGroup(key.table) === 'distributed' &&
          !key.columns.includes(DISTRIBUTION_COLUMN),
      )
      .map((key) => key.name)
      .sort();
    expect(lacking).toEqual(Object.keys(UNIQUE_KEYS_WIDENED).sort());
  });

  it('has only foreign keys Citus can keep, once widened, besides the ones it lists as dropped', () => {
    const refused: string[] = [];
    for (const key of keys.filter((candidate) => candidate.kind === 'f')) {
      const from = tableGroup(key.table);
      const to = key.referencedTable ? tableGroup(key.referencedTable) : undefined;
      if (from === 'distributed' && to === 'distributed') {
        // Composite at distribution time: (organisation_id, column) -> (organisation_id, key),
        // which needs the column to point at the parent's whole primary key.
        const parentKey = keys.find(
          (candidate) => candidate.table === key.referencedTable && candidate.kind === 'p',
        );
        expect(key.referencedColumns, key.name).toEqual(parentKey?.columns);
        continue;
      }
      const allowed =
        (from === 'distributed' && to === 'reference') ||
        (from === 'reference' && to === 'reference') ||
        (from === 'local' && (to === 'reference' || to === 'local'));
      if (!allowed) refused.push(key.name);
    }
    expect(refused.sort()).toEqual(Object.keys(FOREIGN_KEYS_DROPPED).sort());
  });

  it('finds every child row in the organisation of its parent, as composite keys will require', async () => {
    const db = database.handle.db;
    await seedDemoOrganisation(db);
    const between = keys.filter(
      (key) =>
        key.kind === 'f' &&
        tableGroup(key.table) === 'distributed' &&
        key.referencedTable !== null &&
        tableGroup(key.referencedTable) === 'distributed',
    );
    // Names come from the catalog, not from input.
    const mismatches = async () => {
      const found: Record<string, number> = {};
      for (const key of between) {
        const join = key.columns
          .map((column, index) => `p."${key.referencedColumns?.[index]}" = c."${column}"`)
          .join(' and ');
        const [row] = await query<{ rows: number }>(
          sql.raw(`select count(*)::int as rows from "${key.table}" c
            join "${key.referencedTable}" p on ${join}
            where c.${DISTRIBUTION_COLUMN} <> p.${DISTRIBUTION_COLUMN}`),
        );
        if (row && row.rows > 0) found[key.name] = row.rows;
      }
      return found;
    };
    expect(between.length).toBeGreaterThan(40);
    expect(await mismatches()).toEqual({});

    // The check itself: one timeline entry filed under another organisation is caught.
    const other = await createOrganisation(db, 'Elsewhere Ltd');
    const [entry] = await db.select({ id: ticketActivity.id }).from(ticketActivity).limit(1);
    if (!entry) throw new Error('The demo organisation has no ticket activity');
    await db
      .update(ticketActivity)
      .set({ organisationId: other.id })
      .where(eq(ticketActivity.id, entry.id));
    expect(await mismatches()).toMatchObject({ ticket_activity_ticket_id_tickets_id_fk: 1 });
  });
});
