/**
 * An SLA policy's name for the reader: a default policy (one with a `key`) still carrying its
 * default name is shown in the reader's language; a renamed default policy and those an
 * organisation added keep the name a person gave them (the built-in-name rule, as for ticket
 * categories).
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SLA_DEFAULT_POLICY_NAMES } from '@mainstay/contracts';
import { builtInName, type NamedRow } from '@/lib/built-in-name.ts';

export function policyLabel(t: TFunction<'sla'>, policy: NamedRow): string {
  return builtInName(t as TFunction, 'defaultPolicies', policy, SLA_DEFAULT_POLICY_NAMES);
}

export function usePolicyLabel(): (policy: NamedRow) => string {
  const { t } = useTranslation('sla');
  return (policy) => policyLabel(t, policy);
}
