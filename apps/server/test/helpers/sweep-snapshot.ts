/**
 * Everything an organisation has in the database, as text: each row of every table with an
 * `organisation_id` (found in the catalogue, so a new table is covered the day it is added), the
 * organisation's own row, and the rows of its users in the per-user tables that carry no
 * organisation (e-mail changes, password resets, verification codes). Two snapshots taken
 * around the sweep must be equal: no call of another organisation changed anything.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

type Rows = { rows: Record<string, unknown>[] };

export type OrganisationSnapshot = Map<string, string[]>;

async function query(db: Database, statement: ReturnType<typeof sql>) {
  return ((await db.execute(statement)) as unknown as Rows).rows;
}

export async function snapshotOrganisation(
  db: Database,
  organisationId: string,
): Promise<OrganisationSnapshot> {
  const columns = await query(
    db,
    sql`select table_name, bool_or(column_name = 'organisation_id') as tenant,
          bool_or(column_name = 'user_id') as per_user
        from information_schema.columns where table_schema = current_schema()
        group by table_name order by table_name`,
  );
  const snapshot: OrganisationSnapshot = new Map();
  const rowsOf = async (table: string, where: ReturnType<typeof sql>) => {
    const rows = await query(
      db,
      sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t where ${where} order by 1`,
    );
    snapshot.set(
      table,
      rows.map((row) => String(row.row)),
    );
  };
  for (const { table_name: table, tenant, per_user: perUser } of columns) {
    const name = String(table);
    if (name === 'organisations') {
      await rowsOf(name, sql`t.id = ${organisationId}`);
    } else if (tenant) {
      await rowsOf(name, sql`t.organisation_id = ${organisationId}`);
    } else if (perUser) {
      await rowsOf(
        name,
        sql`t.user_id in (select id from users where organisation_id = ${organisationId})`,
      );
    }
  }
  return snapshot;
}

/** The tables whose rows differ, each with the rows only before and only after (a few). */
export function snapshotDifferences(before: OrganisationSnapshot, after: OrganisationSnapshot) {
  const differences: { table: string; gone: string[]; added: string[] }[] = [];
  for (const [table, rows] of after) {
    const earlier = new Set(before.get(table) ?? []);
    const now = new Set(rows);
    const gone = [...earlier].filter((row) => !now.has(row));
    const added = rows.filter((row) => !earlier.has(row));
    if (gone.length > 0 || added.length > 0) {
      differences.push({ table, gone: gone.slice(0, 3), added: added.slice(0, 3) });
    }
  }
  return differences;
}

/** Every id-shaped value in a snapshot: what an answer to another organisation must not show. */
export function idsIn(snapshot: OrganisationSnapshot): Set<string> {
  const ids = new Set<string>();
  const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
  for (const rows of snapshot.values()) {
    for (const row of rows) for (const match of row.matchAll(uuid)) ids.add(match[0]);
  }
  return ids;
}
