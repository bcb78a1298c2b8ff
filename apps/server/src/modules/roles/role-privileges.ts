/**
 * Nobody hands out more than they hold: a role may only carry rules its author holds, and only
 * someone holding every rule of a role may give it, take it away, or edit it. CASL answers the
 * question, so an Owner's `manage all` covers every rule.
 */
import type { TDomainErrorCode } from '@mainstay/contracts';
import type { AppAbility, PermissionRule } from '@mainstay/permissions';
import { AppError } from '../../lib/errors.ts';

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
  code: TDomainErrorCode = 'PRIVILEGE_GRANT',
): void {
  if (rulesNotHeld(ability, rules).length > 0) throw new AppError(code);
}
