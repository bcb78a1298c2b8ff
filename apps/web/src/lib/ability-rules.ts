/**
 * The signed-in user's permission rules as stored (localStorage `userAbilityRules`), without the
 * ability engine: signing in and out write them here, and lib/ability.ts, loaded with the
 * signed-in pages, keeps its ability in step. The login page so never downloads CASL.
 */
import { sanitizeRules, type PermissionRule } from '@mainstay/permissions';
import { STORAGE_KEYS } from './storage-keys.ts';

type RulesListener = (rules: readonly PermissionRule[]) => void;

const listeners = new Set<RulesListener>();

export function readStoredRules(): PermissionRule[] {
  try {
    return sanitizeRules(JSON.parse(localStorage.getItem(STORAGE_KEYS.abilityRules) ?? '[]'));
  } catch {
    return [];
  }
}

export function setAbilityRules(rules: readonly PermissionRule[]): void {
  const clean = sanitizeRules(rules);
  localStorage.setItem(STORAGE_KEYS.abilityRules, JSON.stringify(clean));
  for (const listener of listeners) listener(clean);
}

export function clearAbilityRules(): void {
  localStorage.removeItem(STORAGE_KEYS.abilityRules);
  for (const listener of listeners) listener([]);
}

/** Calls `listener` with the rules each time they are set or cleared. */
export function onAbilityRules(listener: RulesListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
