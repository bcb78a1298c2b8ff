/**
 * The ability's type and what works on rules without the ability engine (CASL): the web app
 * stores rules at sign-in and guards its routes with these before, or without, loading it.
 */
import type { MongoAbility, RawRuleOf } from '@casl/ability';
import {
  ACTIONS,
  SUBJECTS,
  type AbilitySubject,
  type Action,
  type PermissionRule,
} from './actions-subjects.ts';

export type AppAbility = MongoAbility<[Action, AbilitySubject]>;
export type AppRawRule = RawRuleOf<AppAbility>;

const actionSet = new Set<string>(ACTIONS);
const subjectSet = new Set<string>([...SUBJECTS, 'all']);

/** True when the value is a rule this product understands; unknown rules are ignored, never trusted. */
export function isPermissionRule(value: unknown): value is PermissionRule {
  if (typeof value !== 'object' || value === null) return false;
  const { action, subject } = value as Record<string, unknown>;
  return (
    typeof action === 'string' &&
    actionSet.has(action) &&
    typeof subject === 'string' &&
    subjectSet.has(subject)
  );
}

/** Keeps only well-formed rules, e.g. when reading them back from storage. */
export function sanitizeRules(rules: unknown): PermissionRule[] {
  return Array.isArray(rules) ? rules.filter(isPermissionRule) : [];
}

export function toRawRules(rules: readonly PermissionRule[]): AppRawRule[] {
  return rules.map(({ action, subject }) => ({ action, subject }));
}

/** Ticket detail pages open to whoever may read the ticket's subject, or read "my jobs". */
export function canOpenTicketDetail(ability: AppAbility, subject: AbilitySubject): boolean {
  return ability.can('read', subject) || ability.can('read', 'my jobs');
}
