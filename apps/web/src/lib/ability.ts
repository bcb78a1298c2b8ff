/**
 * The signed-in user's ability, for the interface only (the server checks every call itself).
 * Rules come from login or the profile call, are kept in localStorage under `userAbilityRules`
 * and read again at start-up.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import {
  defineAbilityFor,
  sanitizeRules,
  toRawRules,
  type AppAbility,
  type PermissionRule,
} from '@mainstay/permissions';
import { STORAGE_KEYS } from './storage-keys.ts';

function readStoredRules(): PermissionRule[] {
  try {
    return sanitizeRules(JSON.parse(localStorage.getItem(STORAGE_KEYS.abilityRules) ?? '[]'));
  } catch {
    return [];
  }
}

/** One ability for the whole app, updated in place so every subscriber sees the change. */
export const ability: AppAbility = defineAbilityFor(readStoredRules());

export function setAbilityRules(rules: readonly PermissionRule[]): void {
  const clean = sanitizeRules(rules);
  localStorage.setItem(STORAGE_KEYS.abilityRules, JSON.stringify(clean));
  ability.update(toRawRules(clean));
}

export function clearAbilityRules(): void {
  localStorage.removeItem(STORAGE_KEYS.abilityRules);
  ability.update([]);
}

export const AbilityContext = createContext<AppAbility>(ability);

/** The ability, re-rendering the caller whenever the rules change. */
export function useAbility(): AppAbility {
  const current = useContext(AbilityContext);
  useSyncExternalStore(
    (notify) => current.on('updated', notify),
    () => current.rules,
  );
  return current;
}
