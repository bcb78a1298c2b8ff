/**
 * The people table: name and e-mail, roles, status, building scope and last use, with a menu
 * of actions per person. It scrolls sideways inside its card on narrow screens.
 */
import { useState } from 'react';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { TBuildingOption, TOrganisationUser } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { RowAction, SimpleTable } from '@/components/data-table';
import { useBuiltInName } from '@/lib/built-in-name.ts';
import { formatDateTime } from '../lib/format.ts';
import { Ltr } from '@/lib/bidi.tsx';

const STATUS_COLOURS = { active: 'success', invited: 'info', deactivated: 'default' } as const;

export interface UsersTableProps {
  users: TOrganisationUser[];
  buildings: TBuildingOption[];
  canManage: boolean;
  currentUserId: string;
  onEdit: (user: TOrganisationUser) => void;
  onToggleActive: (user: TOrganisationUser) => void;
}

export function UsersTable({
  users,
  buildings,
  canManage,
  currentUserId,
  onEdit,
  onToggleActive,
}: UsersTableProps) {
  const { t, i18n } = useTranslation('access');
  const roleName = useBuiltInName('access');
  const [menu, setMenu] = useState<{ anchor: HTMLElement; user: TOrganisationUser } | null>(null);
  const buildingName = (id: string) =>
    buildings.find((b) => b.id === id)?.name ?? t('users.unknownBuilding');
  const column = (id: string) => t(`users.columns.${id}`);
  // Each item acts on the menu's person and closes the menu.
  const act = (action: (user: TOrganisationUser) => void) => () => {
    if (menu) action(menu.user);
    setMenu(null);
  };

  return (
    <>
      <SimpleTable
        label={t('users.tableLabel')}
        rows={users}
        getRowId={(user) => user.id}
        minWidth={720}
        columns={[
          {
            id: 'name',
            label: column('name'),
            render: (user) => (
              <>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {user.name}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  <Ltr>{user.email}</Ltr>
                </Typography>
              </>
            ),
          },
          {
            id: 'roles',
            label: column('roles'),
            render: (user) => (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                {user.roles.map((role) => (
                  <Chip key={role.id} size="small" label={roleName(role)} />
                ))}
              </Box>
            ),
          },
          {
            id: 'status',
            label: column('status'),
            render: (user) => (
              <Chip
                size="small"
                variant="outlined"
                color={STATUS_COLOURS[user.status]}
                label={t(`users.status.${user.status}`)}
              />
            ),
          },
          {
            id: 'buildings',
            label: column('buildings'),
            render: (user) =>
              user.building_ids.length === 0
                ? t('users.allBuildings')
                : user.building_ids.map(buildingName).join(', '),
          },
          {
            id: 'lastSeen',
            label: column('lastSeen'),
            render: (user) =>
              user.last_seen_at
                ? formatDateTime(user.last_seen_at, i18n.language)
                : t('users.never'),
          },
        ]}
        actions={
          canManage && {
            label: column('actions'),
            render: (user) => (
              <RowAction
                label={t('users.actionsFor', { name: user.name })}
                icon={<MoreVert />}
                menu
                onClick={(event) => setMenu({ anchor: event.currentTarget, user })}
              />
            ),
          }
        }
      />
      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem onClick={act(onEdit)}>{t('users.editAccess')}</MenuItem>
        {menu && menu.user.id !== currentUserId ? (
          <MenuItem onClick={act(onToggleActive)}>
            {menu.user.status === 'deactivated' ? t('users.reactivate') : t('users.deactivate')}
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
}
