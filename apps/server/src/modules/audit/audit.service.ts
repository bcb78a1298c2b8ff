/** Reading the audit log: newest first, filtered by entity type, actor and period. */
import { ZAuditQuery, type TAuditListResponse, type TAuditQuery } from '@mainstay/contracts';
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, type AuditLogRow } from '../../db/schema/index.ts';
import { forOrganisation } from '../../lib/tenancy.ts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A date alone means the whole day (UTC): from its first moment, to its last. */
function boundary(value: string, end: boolean): Date {
  if (!DATE_ONLY.test(value)) return new Date(value);
  return new Date(`${value}T${end ? '23:59:59.999' : '00:00:00.000'}Z`);
}

function toEntry(row: AuditLogRow) {
  return {
    id: row.id,
    actor: { id: row.actorUserId, name: row.actorName },
    action: row.action,
    entity_type: row.entityType,
    entity_id: row.entityId,
    entity_label: row.entityLabel,
    before: row.before ?? null,
    after: row.after ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listAudit(
  db: Database,
  organisationId: string,
  input: TAuditQuery,
): Promise<TAuditListResponse> {
  const query = ZAuditQuery.parse(input);
  const scope = forOrganisation(db, organisationId);
  const conditions: (SQL | undefined)[] = [
    query.entity_type ? eq(auditLog.entityType, query.entity_type) : undefined,
    query.actor_user_id ? eq(auditLog.actorUserId, query.actor_user_id) : undefined,
    query.from ? gte(auditLog.createdAt, boundary(query.from, false)) : undefined,
    query.to ? lte(auditLog.createdAt, boundary(query.to, true)) : undefined,
  ];
  const where = scope.where(auditLog, and(...conditions));
  const [totalRow] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    data: rows.map(toEntry),
    total: Number(totalRow?.total ?? 0),
    page: query.page,
    per_page: query.per_page,
  };
}
