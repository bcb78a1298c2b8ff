/**
 * The guard of signed-in pages, which reads the ability. Its own module, loaded with the first
 * signed-in page: the ability engine (CASL) is not part of the login page's download.
 */
import { useAbility } from '@/lib/ability.ts';
import { GuardOutcome } from './guard-outcome.tsx';
import { resolveGuard, type GuardInput } from './resolve-guard.ts';

export default function PermissionGuard({ input }: { input: Omit<GuardInput, 'ability'> }) {
  const ability = useAbility();
  return <GuardOutcome decision={resolveGuard({ ...input, ability })} />;
}
