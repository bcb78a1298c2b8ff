/**
 * The audit log writer. Every change to organisation settings, roles, users, teams and
 * contractors calls `recordAudit` in the same transaction as the change, with the values before
 * and after (only the fields that changed are kept; secrets are never passed in).
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

/** Who made a change: a signed-in user of an organisation (a request's auth will do). */
export interface AuditActor {
  organisationId: string;
  userId: string;
}

/** The record a change is about, as the log names it. */
export interface AuditSubject {
  type: AuditEntry['entityType'];
  id: string;
  label: string;
}

export type AuditChange = Pick<AuditEntry, 'before' | 'after'>;

/** `recordAudit` for a change `actor` made to `subject` (in their organisation). */
export function auditChange(
  executor: Executor,
  actor: AuditActor,
  action: string,
  subject: AuditSubject,
  change: AuditChange = {},
): Promise<void> {
  return recordAudit(executor, {
    organisationId: actor.organisationId,
    actorUserId: actor.userId,
    action,
    entityType: subject.type,
    entityId: subject.id,
    entityLabel: subject.label,
    ...change,
  });
}
