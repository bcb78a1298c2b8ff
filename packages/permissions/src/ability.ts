/**
 * One ability definition for both sides: the server checks routes with it and the web app
 * hides what the user may not do with it. CASL treats `manage` as "any action" and `all` as
 * "any subject", so an Owner's single `manage all` rule opens everything. The ability's type and
 * the rule helpers that need no engine are in rules.ts.
 */
import { createMongoAbility } from '@casl/ability';
import type { PermissionRule } from './actions-subjects.ts';
import { toRawRules, type AppAbility } from './rules.ts';

/** Builds an ability from a rules list; an empty list allows nothing. */
export function defineAbilityFor(rules: readonly PermissionRule[]): AppAbility {
  return createMongoAbility<AppAbility>(toRawRules(rules));
}
