/** Search box and filters (role, status, building) above the people table. */
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  ORGANISATION_USER_STATUSES,
  type TBuildingOption,
  type TOrganisationUserStatus,
  type TRole,
} from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { useBuiltInName } from '@/lib/built-in-name.ts';

export interface UserFilters {
  search: string;
  roleId: string;
  status: TOrganisationUserStatus | '';
  buildingId: string;
}

export interface UsersToolbarProps {
  filters: UserFilters;
  onChange: (filters: UserFilters) => void;
  roles: TRole[];
  buildings: TBuildingOption[];
}

export function UsersToolbar({ filters, onChange, roles, buildings }: UsersToolbarProps) {
  const { t } = useTranslation('access');
  const roleName = useBuiltInName('access');
  const set = (patch: Partial<UserFilters>) => onChange({ ...filters, ...patch });
  const selectWidth = { minWidth: { sm: 170 }, flex: { sm: '0 0 auto' } };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ p: 2, pt: 0 }}>
      <TextField
        type="search"
        size="small"
        label={t('users.search')}
        value={filters.search}
        onChange={(event) => set({ search: event.target.value })}
        sx={{ flex: 1 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label={t('users.filters.role')}
        value={filters.roleId}
        onChange={(event) => set({ roleId: event.target.value })}
        sx={selectWidth}
      >
        <MenuItem value="">{t('users.filters.allRoles')}</MenuItem>
        {roles.map((role) => (
          <MenuItem key={role.id} value={role.id}>
            {roleName(role)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('users.filters.status')}
        value={filters.status}
        onChange={(event) => set({ status: event.target.value as UserFilters['status'] })}
        sx={selectWidth}
      >
        <MenuItem value="">{t('users.filters.allStatuses')}</MenuItem>
        {ORGANISATION_USER_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`users.status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('users.filters.building')}
        value={filters.buildingId}
        onChange={(event) => set({ buildingId: event.target.value })}
        sx={selectWidth}
      >
        <MenuItem value="">{t('users.filters.allBuildings')}</MenuItem>
        {buildings.map((building) => (
          <MenuItem key={building.id} value={building.id}>
            {building.name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
