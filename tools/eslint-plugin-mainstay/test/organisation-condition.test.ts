// The organisation condition rule: written by hand it is refused (drizzle helpers and sql``
// templates alike, the organisation column on either side); through the scope,
// tenantCondition, or as an inserted or compared value it is fine.
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import plugin from '../index.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const rule = plugin.rules['no-raw-organisation-condition'];
const raw = [{ messageId: 'raw' }];
/** `code` with the schema's tables imported as server files do (after it, so a test is named by its code). */
const withSchema = (code: string) =>
  `${code}\nimport { organisations, tickets, users } from '../db/schema/index.ts';`;

tester.run('no-raw-organisation-condition', rule, {
  valid: [
    'db.select().from(tickets).where(scope.where(tickets, eq(tickets.id, id)));',
    'db.select().from(a).innerJoin(b, scope.on(b, eq(b.id, a.bId)));',
    "sql`${tickets.id} = ${id} and ${tenantCondition(tickets, sql.placeholder('organisationId'))}`;",
    'db.insert(tickets).values({ organisationId: auth.organisationId, title });',
    'eq(tickets.id, auth.organisationId);',
    'sql`select ${tickets.organisationId} from ${tickets}`;',
    // A value read from a row or the caller is no column: the organisations table by its id.
    withSchema(`db.select().from(organisations).where(eq(organisations.id, auth.organisationId));`),
    withSchema(`const ticket = await find(); eq(organisations.id, ticket.organisationId);`),
    withSchema(`function f(caller: Caller) { return eq(users.id, caller.organisationId); }`),
    // The correlated form goes through tenantCondition, the outer row's column as the value.
    withSchema(`sql\`select 1 where \${tenantCondition(users, tickets.organisationId)}\`;`),
  ],
  invalid: [
    { code: 'db.select().from(tickets).where(eq(tickets.organisationId, orgId));', errors: raw },
    { code: 'and(eq(t.id, id), inArray(t.organisationId, ids));', errors: raw },
    { code: 'where(drizzle.ne(t.organisationId, orgId));', errors: raw },
    { code: 'sql`select 1 from tickets where organisation_id = ${orgId}`;', errors: raw },
    { code: 'sql`${tickets.id} = ${id} and ${tickets.organisationId} = ${orgId}`;', errors: raw },
    { code: 'sql`${column} = ${users.organisationId}`;', errors: raw },
    { code: "where(eq(t['organisationId'], orgId));", errors: raw },
    // The organisation column on the right: a table imported from the schema or an entry.
    { code: withSchema(`where(eq(orgId, tickets.organisationId));`), errors: raw },
    { code: withSchema(`and(ne(auth.organisationId, users.organisationId));`), errors: raw },
    {
      code: withSchema(`innerJoin(organisations, eq(organisations.id, tickets.organisationId));`),
      errors: raw,
    },
    {
      code: withSchema(`innerJoin(users, eq(users.organisationId, tickets.organisationId));`),
      errors: raw,
    },
    {
      code: `import * as schema from '../db/schema/index.ts';\neq(id, schema.tickets.organisationId);`,
      errors: raw,
    },
    {
      code: "import { person } from './ticket-sql.ts';\neq(orgId, person.organisationId);",
      errors: raw,
    },
    // ... an alias, a subquery, another name for a table, a parameter typed as a table.
    {
      code: withSchema(
        `const reporter = alias(users, 'reporter');\neq(orgId, reporter.organisationId);`,
      ),
      errors: raw,
    },
    {
      code: withSchema(
        `const open = db.select().from(tickets).as('open');\neq(orgId, open.organisationId);`,
      ),
      errors: raw,
    },
    { code: withSchema(`const t = tickets;\neq(orgId, t.organisationId);`), errors: raw },
    {
      code: 'function f(table: TenantTable, id: string) { return eq(id, table.organisationId); }',
      errors: raw,
    },
    {
      code: 'const f = (table: typeof tickets, id: string) => inArray(id, table.organisationId);',
      errors: raw,
    },
    {
      code: 'function f(table: PgTable & { organisationId: PgColumn }) { return eq(x, table.organisationId); }',
      errors: raw,
    },
  ],
});
