/**
 * Nobody hands out more than they hold: a role may only carry rules its author holds, and only
 * someone holding every rule of a role may give it, take it away, or edit it. CASL answers the
 * question, so an Owner's `manage all` covers every rule.
 */
import type { TDomainErrorCode } from '@mainstay/contracts';
import type { AppAbility, PermissionRule } from '@mainstay/permissions';
import { AppError } from '../../lib/errors.ts';

/** The refusals of this service, as error codes (the sentences are in packages/i18n). */
export const PRIVILEGE_MESSAGES = {
  grant: 'PRIVILEGE_GRANT',
  changeRole: 'PRIVILEGE_CHANGE_ROLE',
  removeRole: 'PRIVILEGE_REMOVE_ROLE',
  changeUser: 'PRIVILEGE_CHANGE_USER',
} as const satisfies Record<string, TDomainErrorCode>;

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
  code: TDomainErrorCode = PRIVILEGE_MESSAGES.grant,
): void {
  if (rulesNotHeld(ability, rules).length > 0) throw new AppError(code);
}
