/** __Title__ of an organisation. */
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { organisationColumn } from './organisations.ts';

export const __camel__ = pgTable(
  '__snake__',
  {
    id: id(),
    organisationId: organisationColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...timestamps(),
  },
  (table) => [
    index('__snake___organisation_id_name_idx').on(table.organisationId, table.name),
  ],
);

export type __PascalOne__ = typeof __camel__.$inferSelect;
export type New__PascalOne__ = typeof __camel__.$inferInsert;
