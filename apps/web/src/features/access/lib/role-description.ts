/**
 * A role's description for the reader: a default role's (which cannot be edited) in the reader's
 * language, by its key; a role an organisation made as written.
 */
import type { TRole } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';

export function useRoleDescription(): (
  role: Pick<TRole, 'key' | 'description' | 'is_system'>,
) => string {
  const { t } = useTranslation('access');
  return (role) =>
    role.is_system && role.key
      ? t(`builtInDescriptions.${role.key}` as never, { defaultValue: role.description })
      : role.description;
}
