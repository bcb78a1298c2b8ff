import { describe, expect, it } from 'vitest';
import { prefixQuery } from '../src/lib/list-query.ts';
import { createTestDatabase } from './helpers/database.ts';
import { sql } from 'drizzle-orm';

describe('search box to prefix query', () => {
  it('matches each word as a prefix and keeps codes whole', () => {
    expect(prefixQuery('Chill  north')).toBe('chill:* & north:*');
    expect(prefixQuery('AST-0001')).toBe('ast-0001:*');
    expect(prefixQuery('  ')).toBeUndefined();
  });

  it('drops tsquery operators so nothing can be injected', () => {
    expect(prefixQuery("a & b | !c (d) 'e' <-> f:*")).toBe('a:* & b:* & c:* & d:* & e:* & f:*');
    expect(prefixQuery('& | !')).toBeUndefined();
  });

  it('finds a code typed in full or in part on the database', async () => {
    const database = await createTestDatabase();
    try {
      const matches = async (text: string) => {
        const query = prefixQuery(text) ?? '';
        const result = (await database.handle.db.execute(
          sql`select to_tsvector('simple', 'AST-000123 Chiller north') @@ to_tsquery('simple', ${query}) as hit`,
        )) as unknown as { rows: { hit: boolean }[] };
        return result.rows[0]?.hit;
      };
      expect(await matches('AST-000123')).toBe(true);
      expect(await matches('ast-0001')).toBe(true);
      expect(await matches('chil nor')).toBe(true);
      expect(await matches('boiler')).toBe(false);
    } finally {
      await database.dispose();
    }
  });
});
