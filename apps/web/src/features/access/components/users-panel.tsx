/**
 * The Users tab: the organisation's people, a page at a time from the server, with search and
 * filters; invitations; and, for those who may manage the organisation, changing a person's
 * roles and buildings and deactivating or reactivating them.
 */
import { useState } from 'react';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { PAGE_SIZES, type TOrganisationUser } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@/components/feedback/index.ts';
import { useAbility } from '@/lib/ability.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useSession } from '@/lib/session.ts';
import { useBuildingOptionsQuery } from '../api/building-options.ts';
import { useRolesQuery } from '../api/roles.ts';
import { useSetUserActiveMutation, useUsersQuery } from '../api/users.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { InviteUsersDialog } from './invite-users-dialog.tsx';
import { PendingInvitations } from './pending-invitations.tsx';
import { UserAccessDialog } from './user-access-dialog.tsx';
import { UsersTable } from './users-table.tsx';
import { UsersToolbar, type UserFilters } from './users-toolbar.tsx';

const NO_FILTERS: UserFilters = { search: '', roleId: '', status: '', buildingId: '' };

export function UsersPanelContent() {
  const { t } = useTranslation('access');
  const notify = useNotify();
  const ability = useAbility();
  const session = useSession();
  const canManage = ability.can('manage', 'organisation');
  const canInvite = ability.can('write', 'organisation');
  const [filters, setFilters] = useState<UserFilters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState<number>(10);
  const search = useDebouncedValue(filters.search.trim(), 350);
  const users = useUsersQuery({
    page: page + 1,
    per_page: perPage,
    ...(search ? { search } : {}),
    ...(filters.roleId ? { role_id: filters.roleId } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.buildingId ? { building_id: filters.buildingId } : {}),
  });
  const roles = useRolesQuery();
  const buildings = useBuildingOptionsQuery();
  const setActive = useSetUserActiveMutation();
  const [editing, setEditing] = useState<TOrganisationUser | null>(null);
  const [toggling, setToggling] = useState<TOrganisationUser | null>(null);
  const [inviting, setInviting] = useState(false);

  const handleFilters = (next: UserFilters) => {
    setFilters(next);
    setPage(0);
  };

  const handleToggleActive = async () => {
    if (!toggling) return;
    const active = toggling.status === 'deactivated';
    try {
      await setActive.mutateAsync({ id: toggling.id, active });
      notify.success(
        t(active ? 'users.reactivated' : 'users.deactivated', { name: toggling.name }),
      );
      setToggling(null);
    } catch (error) {
      notify.error(isApiError(error) && error.status !== 0 ? error.message : t('errors.generic'));
    }
  };

  const roleList = roles.data?.data ?? [];
  const buildingList = buildings.data?.data ?? [];
  const filtered =
    search !== '' || filters.roleId !== '' || filters.status !== '' || filters.buildingId !== '';

  return (
    <Card variant="outlined" sx={{ minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ p: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box>
          <Typography component="h2" variant="h6">
            {t('users.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('users.intro')}
          </Typography>
        </Box>
        {canInvite ? (
          <Button
            variant="contained"
            startIcon={<PersonAddOutlined />}
            onClick={() => setInviting(true)}
            disabled={!roles.data}
            sx={{ flexShrink: 0 }}
          >
            {t('invite.open')}
          </Button>
        ) : null}
      </Stack>
      <UsersToolbar
        filters={filters}
        onChange={handleFilters}
        roles={roleList}
        buildings={buildingList}
      />
      {users.isFetching && users.data ? <LinearProgress aria-label={t('users.loading')} /> : null}
      {users.isPending ? (
        <LoadingState label={t('users.loading')} />
      ) : users.isError ? (
        <Box sx={{ px: 2 }}>
          <ErrorState message={t('users.loadFailed')} onRetry={() => void users.refetch()} />
        </Box>
      ) : users.data.data.length === 0 ? (
        <EmptyState title={filtered ? t('users.noMatch') : t('users.empty')} />
      ) : (
        <UsersTable
          users={users.data.data}
          buildings={buildingList}
          canManage={canManage}
          currentUserId={String(session.user?.id ?? '')}
          onEdit={setEditing}
          onToggleActive={setToggling}
        />
      )}
      {users.data ? (
        <TablePagination
          component="div"
          count={users.data.total}
          page={Math.min(page, Math.max(0, Math.ceil(users.data.total / perPage) - 1))}
          rowsPerPage={perPage}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={t('pagination.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) =>
            t('pagination.displayed', { from, to, count })
          }
          getItemAriaLabel={(type) => t(`pagination.${type}`)}
          sx={{ overflowX: 'auto' }}
        />
      ) : null}
      <Divider />
      <PendingInvitations canWrite={canInvite} />
      {editing ? (
        <UserAccessDialog
          key={editing.id}
          user={editing}
          roles={roleList}
          buildings={buildingList}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {inviting ? <InviteUsersDialog roles={roleList} onClose={() => setInviting(false)} /> : null}
      <ConfirmDialog
        open={toggling !== null}
        title={t(
          toggling?.status === 'deactivated' ? 'users.reactivateTitle' : 'users.deactivateTitle',
          {
            name: toggling?.name ?? '',
          },
        )}
        description={t(
          toggling?.status === 'deactivated'
            ? 'users.reactivateDescription'
            : 'users.deactivateDescription',
        )}
        confirmLabel={t(
          toggling?.status === 'deactivated' ? 'users.reactivate' : 'users.deactivate',
        )}
        pending={setActive.isPending}
        onConfirm={() => void handleToggleActive()}
        onClose={() => setToggling(null)}
      />
    </Card>
  );
}
