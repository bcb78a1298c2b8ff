/** The audit log: who changed what and when, with the values before and after. */
import { z } from 'zod';
import { ZPageQuery, paginated } from '../files/files.ts';
import { v } from '../validation.ts';

export const AUDIT_ENTITY_TYPES = [
  'organisation',
  'role',
  'user',
  'invitation',
  'team',
  'contractor',
  'leave',
  'subscription',
] as const;
export const ZAuditEntityType = z.enum(AUDIT_ENTITY_TYPES, v('access.entityTypeUnknown'));
export type TAuditEntityType = z.infer<typeof ZAuditEntityType>;

const ZDateOrDateTime = z.union(
  [z.iso.date(), z.iso.datetime({ offset: true })],
  v('access.dateOrDateTime'),
);

export const ZAuditQuery = ZPageQuery.extend({
  entity_type: ZAuditEntityType.optional(),
  actor_user_id: z.uuid(v('access.invalidUserId')).optional(),
  from: ZDateOrDateTime.optional().describe('On or after; a date means from its start (UTC)'),
  to: ZDateOrDateTime.optional().describe('On or before; a date means until its end (UTC)'),
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditEntry = z
  .object({
    id: z.uuid(),
    actor: z
      .object({ id: z.uuid().nullable(), name: z.string() })
      .describe('Who made the change; id is null for the system or a removed user'),
    action: z.string().describe("e.g. 'role.updated', 'user.deactivated'"),
    entity_type: z.string(),
    entity_id: z.uuid().nullable(),
    entity_label: z.string(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'AuditEntry' });
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditListResponse = paginated(ZAuditEntry).meta({ id: 'AuditList' });
export type TAuditListResponse = z.infer<typeof ZAuditListResponse>;
