// The organisation condition rule: written by hand it is refused (drizzle helpers and sql``
// templates alike); through the scope, tenantCondition, or as an inserted value it is fine.
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import plugin from '../index.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const rule = plugin.rules['no-raw-organisation-condition'];
const raw = [{ messageId: 'raw' }];

tester.run('no-raw-organisation-condition', rule, {
  valid: [
    'db.select().from(tickets).where(scope.where(tickets, eq(tickets.id, id)));',
    'db.select().from(a).innerJoin(b, scope.on(b, eq(b.id, a.bId)));',
    "sql`${tickets.id} = ${id} and ${tenantCondition(tickets, sql.placeholder('organisationId'))}`;",
    'db.insert(tickets).values({ organisationId: auth.organisationId, title });',
    'eq(tickets.id, auth.organisationId);',
    'sql`select ${tickets.organisationId} from ${tickets}`;',
  ],
  invalid: [
    { code: 'db.select().from(tickets).where(eq(tickets.organisationId, orgId));', errors: raw },
    { code: 'and(eq(t.id, id), inArray(t.organisationId, ids));', errors: raw },
    { code: 'where(drizzle.ne(t.organisationId, orgId));', errors: raw },
    { code: 'sql`select 1 from tickets where organisation_id = ${orgId}`;', errors: raw },
    { code: 'sql`${tickets.id} = ${id} and ${tickets.organisationId} = ${orgId}`;', errors: raw },
    { code: 'sql`${column} = ${users.organisationId}`;', errors: raw },
  ],
});
