/** Search box and filters (role, status, building) above the people table. */
import { ORGANISATION_USER_STATUSES, type TBuildingOption, type TRole } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import {
  bindFilter,
  bindSearch,
  FilterSelect,
  ListToolbar,
  namedOptions,
  optionsOf,
  type ListParamsApi,
} from '@/components/data-table';
import { useBuiltInName } from '@/lib/built-in-name.ts';

/** The filters of the people list (the API's parameter names). */
export const USER_FILTERS = ['role_id', 'status', 'building_id'] as const;

export interface UsersToolbarProps {
  list: ListParamsApi;
  roles: TRole[];
  buildings: TBuildingOption[];
}

export function UsersToolbar({ list, roles, buildings }: UsersToolbarProps) {
  const { t } = useTranslation('access');
  const roleName = useBuiltInName('access');
  return (
    <ListToolbar
      inset
      {...bindSearch(list)}
      searchLabel={t('users.search')}
      filters={
        <>
          <FilterSelect
            label={t('users.filters.role')}
            {...bindFilter(list, 'role_id')}
            emptyLabel={t('users.filters.allRoles')}
            options={roles.map((role) => ({ value: role.id, label: roleName(role) }))}
          />
          <FilterSelect
            label={t('users.filters.status')}
            {...bindFilter(list, 'status')}
            emptyLabel={t('users.filters.allStatuses')}
            options={optionsOf(ORGANISATION_USER_STATUSES, (status) => t(`users.status.${status}`))}
          />
          <FilterSelect
            label={t('users.filters.building')}
            {...bindFilter(list, 'building_id')}
            emptyLabel={t('users.filters.allBuildings')}
            options={namedOptions(buildings)}
          />
        </>
      }
    />
  );
}
