/**
 * Nobody hands out more than they hold: a role may only carry rules its author holds, and only
 * someone holding every rule of a role may give it, take it away, or edit it. CASL answers the
 * question, so an Owner's `manage all` covers every rule.
 */
import type { AppAbility, PermissionRule } from '@mainstay/permissions';
import { ForbiddenError } from '../../lib/errors.ts';

export const PRIVILEGE_MESSAGES = {
  grant: 'You cannot grant permissions you do not have',
  changeRole: 'You cannot change a role that has permissions you do not have',
  removeRole: 'You cannot remove a role that has permissions you do not have',
  changeUser: 'You cannot change someone who has permissions you do not have',
} as const;

/** The rules of the list the ability does not cover. */
export function rulesNotHeld(
  ability: AppAbility,
  rules: readonly PermissionRule[],
): PermissionRule[] {
  return rules.filter((rule) => !ability.can(rule.action, rule.subject));
}

export function assertHoldsRules(
  ability: AppAbility,
  rules: readonly PermissionRule[],
  message: string = PRIVILEGE_MESSAGES.grant,
): void {
  if (rulesNotHeld(ability, rules).length > 0) throw new ForbiddenError(message);
}
