/**
 * The audit log: who changed what and when, with the values before and after. Rows are only
 * ever inserted; the actor's name is copied so the record survives the user's removal.
 */
import { index, jsonb, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, linkTo, textOrEmpty } from './columns.ts';
import { tenantTable } from './organisations.ts';
import { users } from './users.ts';

export const auditLog = tenantTable(
  'audit_log',
  {
    actorUserId: linkTo('actor_user_id', () => users.id),
    actorName: text('actor_name').notNull(),
    /** Verb of the change, e.g. 'role.updated', 'user.deactivated'. */
    action: text('action').notNull(),
    /** What was changed: 'organisation', 'role', 'user', 'team', 'contractor', 'invitation'... */
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id'),
    /** A human label of the entity at the time (a role's or a person's name). */
    entityLabel: textOrEmpty('entity_label'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_organisation_id_created_at_idx').on(table.organisationId, table.createdAt),
    index('audit_log_entity_idx').on(table.entityType, table.entityId),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
