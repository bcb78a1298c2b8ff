/**
 * The audit log writer. Every change to organisation settings, roles, users, teams and
 * contractors is recorded in the same transaction as the change, with the values before and
 * after (only the fields that changed are kept; secrets are never passed in): `recordChange`
 * for what a caller did, `recordChanges` for an update that may have changed nothing, and
 * `recordAudit` for an entry made some other way (a job has no caller).
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { auditLog, users } from '../db/schema/index.ts';

export interface AuditEntry {
  organisationId: string;
  /** Who made the change; null for the system (e.g. a scheduled job). */
  actorUserId: string | null;
  /** Verb of the change: '<entity>.<created|updated|deleted|...>', e.g. 'role.updated'. */
  action: string;
  entityType:
    | 'organisation'
    | 'role'
    | 'user'
    | 'invitation'
    | 'team'
    | 'contractor'
    | 'leave'
    | 'subscription'
    | 'purchase_order'
    | 'invoice';
  entityId?: string | null;
  entityLabel?: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only the keys whose values differ, on each side; undefined when nothing changed. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | undefined {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed = [...keys].filter((key) => !same(before[key], after[key]));
  if (changed.length === 0) return undefined;
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  };
}

export async function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  let actorName = 'System';
  if (entry.actorUserId) {
    const [actor] = await executor
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, entry.actorUserId));
    actorName = actor?.name ?? 'Unknown user';
  }
  await executor.insert(auditLog).values({
    organisationId: entry.organisationId,
    actorUserId: entry.actorUserId,
    actorName,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    entityLabel: entry.entityLabel ?? '',
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** Who made a change: the signed-in caller, in their organisation. */
export interface AuditActor {
  organisationId: string;
  userId: string;
}

/** What a change was made to: its type, id, and a human label as it is now. */
export interface AuditSubject {
  type: AuditEntry['entityType'];
  id: string;
  label: string;
}

/** The subject for a row with an id and a name (a role, a user, a team...). */
export const auditSubject = (
  type: AuditSubject['type'],
  row: { id: string; name: string },
): AuditSubject => ({ type, id: row.id, label: row.name });

/** The values a change replaced and the values it left, as recorded. */
export interface AuditValues {
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Records what `actor` did to `subject`, with the values before and after as given. */
export async function recordChange(
  executor: Executor,
  actor: AuditActor,
  action: string,
  subject: AuditSubject,
  { before = null, after = null }: AuditValues = {},
): Promise<void> {
  await recordAudit(executor, {
    organisationId: actor.organisationId,
    actorUserId: actor.userId,
    action,
    entityType: subject.type,
    entityId: subject.id,
    entityLabel: subject.label,
    before,
    after,
  });
}

/** Records an update with only the fields that differ; nothing at all when none did. */
export async function recordChanges(
  executor: Executor,
  actor: AuditActor,
  action: string,
  subject: AuditSubject,
  values: { before: Record<string, unknown>; after: Record<string, unknown> },
): Promise<void> {
  const changes = changedFields(values.before, values.after);
  if (changes) await recordChange(executor, actor, action, subject, changes);
}
