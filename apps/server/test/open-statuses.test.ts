/**
 * The open statuses are defined once (OPEN_TICKET_STATUSES in the contracts). The database keeps
 * `ticket_assignees.ticket_open` in step by triggers and indexes open tickets by a partial index,
 * both written as SQL in a migration that is never edited: this test reads them back from the
 * database and requires each list of statuses in them to be exactly the contract's.
 */
import { OPEN_TICKET_STATUSES } from '@mainstay/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';

/** Every parenthesised or ARRAY[...] list of quoted statuses in a piece of SQL. */
function statusLists(source: string): string[][] {
  const lists = source.match(/(?:IN\s*\(|ARRAY\[)[^)\]]*[)\]]/gi) ?? [];
  return lists.map((list) => [...list.matchAll(/'([a-z_]+)'/g)].map((match) => match[1] ?? ''));
}

describe('the open statuses in the database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  // Both drivers answer raw SQL with `{ rows }`.
  const rows = async (query: SQL) =>
    ((await database.handle.db.execute(query)) as { rows: Record<string, string>[] }).rows;

  it('the triggers that keep ticket_open in step use exactly the contract list', async () => {
    const functions = await rows(sql`
      select proname, prosrc from pg_proc
      where proname in ('ticket_assignees_set_open', 'tickets_sync_assignees_open')
      order by proname`);
    expect(functions.map((row) => row.proname)).toEqual([
      'ticket_assignees_set_open',
      'tickets_sync_assignees_open',
    ]);
    for (const { prosrc } of functions) {
      const lists = statusLists(prosrc ?? '');
      expect(lists.length).toBeGreaterThan(0);
      for (const list of lists) expect(list).toEqual([...OPEN_TICKET_STATUSES]);
    }
  });

  it('the partial indexes of open tickets use exactly the contract list', async () => {
    const indexes = await rows(sql`
      select indexname, indexdef from pg_indexes
      where indexname in ('tickets_open_due_idx', 'tickets_open_dashboard_idx')
      order by indexname`);
    expect(indexes.map((row) => row.indexname)).toEqual([
      'tickets_open_dashboard_idx',
      'tickets_open_due_idx',
    ]);
    for (const { indexdef } of indexes) {
      const lists = statusLists(indexdef ?? '');
      expect(lists).toHaveLength(1);
      expect(lists[0]).toEqual([...OPEN_TICKET_STATUSES]);
    }
  });

  it('finds a list that differs', () => {
    const drifted = "SELECT status IN ('new', 'assigned', 'in_progress') FROM tickets";
    expect(statusLists(drifted)[0]).not.toEqual([...OPEN_TICKET_STATUSES]);
  });
});
