/**
 * Which SLA policy applies to a ticket: among the active policies of its priority that match it,
 * the most specific wins (building + category > category > building > kind > priority only);
 * between equally specific ones, the newest. PPM tasks are timed by their schedule, never by a
 * policy.
 */
import { SLA_TICKET_KIND_VALUES, type TTicketKind } from '@mainstay/contracts';
import type { SlaPolicy } from '../../db/schema/index.ts';
import type { SlaSubject } from './sla-deadlines.ts';

type MatchablePolicy = Pick<
  SlaPolicy,
  'priority' | 'kind' | 'categoryId' | 'buildingId' | 'active' | 'createdAt'
>;

const TIMED_KINDS: readonly TTicketKind[] = SLA_TICKET_KIND_VALUES;

export function policyMatches(policy: MatchablePolicy, subject: SlaSubject): boolean {
  return (
    policy.active &&
    TIMED_KINDS.includes(subject.kind) &&
    policy.priority === subject.priority &&
    (policy.kind === null || policy.kind === subject.kind) &&
    (policy.categoryId === null || policy.categoryId === subject.categoryId) &&
    (policy.buildingId === null || policy.buildingId === subject.buildingId)
  );
}

/** Higher is more specific; a kind only separates policies of the same level above it. */
export function specificityOf(policy: MatchablePolicy): number {
  const level =
    policy.categoryId && policy.buildingId ? 4 : policy.categoryId ? 3 : policy.buildingId ? 2 : 0;
  return level * 2 + (policy.kind ? 1 : 0);
}

export function pickPolicy<P extends MatchablePolicy>(
  policies: readonly P[],
  subject: SlaSubject,
): P | null {
  let best: P | null = null;
  for (const policy of policies) {
    if (!policyMatches(policy, subject)) continue;
    if (
      !best ||
      specificityOf(policy) > specificityOf(best) ||
      (specificityOf(policy) === specificityOf(best) && policy.createdAt > best.createdAt)
    ) {
      best = policy;
    }
  }
  return best;
}
