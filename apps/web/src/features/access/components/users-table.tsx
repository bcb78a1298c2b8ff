/**
 * The people table: name and e-mail, roles, status, building scope and last use, with a menu
 * of actions per person. It scrolls sideways inside its card on narrow screens.
 */
import { useState } from 'react';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TBuildingOption, TOrganisationUser } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format.ts';
import { visuallyHidden } from '@/components/feedback';
import { useBuiltInName } from '@/lib/built-in-name.ts';

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

  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('users.tableLabel')} sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('users.columns.name')}</TableCell>
            <TableCell>{t('users.columns.roles')}</TableCell>
            <TableCell>{t('users.columns.status')}</TableCell>
            <TableCell>{t('users.columns.buildings')}</TableCell>
            <TableCell>{t('users.columns.lastSeen')}</TableCell>
            {canManage ? (
              <TableCell align="right">
                <Box component="span" style={visuallyHidden}>
                  {t('users.columns.actions')}
                </Box>
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id} hover>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {user.name}
                </Typography>
                <Typography variant="caption" color="text.secondary" dir="ltr">
                  {user.email}
                </Typography>
              </TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  {user.roles.map((role) => (
                    <Chip key={role.id} size="small" label={roleName(role)} />
                  ))}
                </Box>
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={STATUS_COLOURS[user.status]}
                  label={t(`users.status.${user.status}`)}
                />
              </TableCell>
              <TableCell>
                {user.building_ids.length === 0
                  ? t('users.allBuildings')
                  : user.building_ids.map(buildingName).join(', ')}
              </TableCell>
              <TableCell>
                {user.last_seen_at
                  ? formatDateTime(user.last_seen_at, i18n.language)
                  : t('users.never')}
              </TableCell>
              {canManage ? (
                <TableCell align="right">
                  <IconButton
                    aria-label={t('users.actionsFor', { name: user.name })}
                    aria-haspopup="menu"
                    onClick={(event) => setMenu({ anchor: event.currentTarget, user })}
                  >
                    <MoreVert />
                  </IconButton>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            if (menu) onEdit(menu.user);
            setMenu(null);
          }}
        >
          {t('users.editAccess')}
        </MenuItem>
        {menu && menu.user.id !== currentUserId ? (
          <MenuItem
            onClick={() => {
              onToggleActive(menu.user);
              setMenu(null);
            }}
          >
            {menu.user.status === 'deactivated' ? t('users.reactivate') : t('users.deactivate')}
          </MenuItem>
        ) : null}
      </Menu>
    </TableContainer>
  );
}
