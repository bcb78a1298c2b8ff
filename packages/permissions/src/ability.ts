/**
 * One ability definition for both sides: the server checks routes with it and the web app
 * hides what the user may not do with it. CASL treats `manage` as "any action" and `all` as
 * "any subject", so an Owner's single `manage all` rule opens everything.
 */
import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
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

/** Builds an ability from a rules list; an empty list allows nothing. */
export function defineAbilityFor(rules: readonly PermissionRule[]): AppAbility {
  return createMongoAbility<AppAbility>(toRawRules(rules));
}

/** Ticket detail pages open to whoever may read the ticket's subject, or read "my jobs". */
export function canOpenTicketDetail(ability: AppAbility, subject: AbilitySubject): boolean {
  return ability.can('read', subject) || ability.can('read', 'my jobs');
}
