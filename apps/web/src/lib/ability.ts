/**
 * The signed-in user's ability, for the interface only (the server checks every call itself).
 * Rules come from login or the profile call, are kept in localStorage under `userAbilityRules`
 * (lib/ability-rules.ts) and read again when this module loads, with the first signed-in page.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import { defineAbilityFor, toRawRules, type AppAbility } from '@mainstay/permissions';
import { onAbilityRules, readStoredRules } from './ability-rules.ts';

// Writing the rules needs no ability engine (lib/ability-rules.ts); re-exported for callers here.
export { clearAbilityRules, setAbilityRules } from './ability-rules.ts';

/** One ability for the whole app, updated in place so every subscriber sees the change. */
export const ability: AppAbility = defineAbilityFor(readStoredRules());

onAbilityRules((rules) => ability.update(toRawRules(rules)));

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
