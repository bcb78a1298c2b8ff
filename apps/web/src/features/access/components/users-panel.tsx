/**
 * The Users tab: the organisation's people, a page at a time from the server, with search and
 * filters; invitations; and, for those who may manage the organisation, changing a person's
 * roles and buildings and deactivating or reactivating them.
 */
import { useState } from 'react';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import type { TOrganisationUser, TOrganisationUserStatus } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import {
  ListCardHeader,
  ListPagination,
  noRows,
  paging,
  QueryState,
  useLocalListParams,
} from '@/components/data-table';
import { EmptyState } from '@/components/feedback/index.ts';
import { useAbility } from '@/lib/ability.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useSession } from '@/lib/session.ts';
import { useBuildingOptionsQuery } from '../api/building-options.ts';
import { useRolesQuery } from '../api/roles.ts';
import { useSetUserActiveMutation, useUsersQuery } from '../api/users.ts';
import { ConfirmDialog } from '@/components/data-table';
import { InviteUsersDialog } from './invite-users-dialog.tsx';
import { PendingInvitations } from './pending-invitations.tsx';
import { UserAccessDialog } from './user-access-dialog.tsx';
import { UsersTable } from './users-table.tsx';
import { USER_FILTERS, UsersToolbar } from './users-toolbar.tsx';

export function UsersPanelContent() {
  const { t } = useTranslation('access');
  const notify = useNotify();
  const ability = useAbility();
  const session = useSession();
  const canManage = ability.can('manage', 'organisation');
  const canInvite = ability.can('write', 'organisation');
  const list = useLocalListParams({ filters: USER_FILTERS });
  const { page, per_page, search, filters } = list.params;
  const users = useUsersQuery({
    page,
    per_page,
    search,
    role_id: filters.role_id,
    status: filters.status as TOrganisationUserStatus | undefined,
    building_id: filters.building_id,
  });
  const roles = useRolesQuery();
  const buildings = useBuildingOptionsQuery();
  const setActive = useSetUserActiveMutation();
  const [editing, setEditing] = useState<TOrganisationUser | null>(null);
  const [toggling, setToggling] = useState<TOrganisationUser | null>(null);
  const [inviting, setInviting] = useState(false);

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

  return (
    <Card variant="outlined" sx={{ minWidth: 0 }}>
      <ListCardHeader
        title={t('users.title')}
        intro={t('users.intro')}
        action={
          canInvite && (
            <Button
              variant="contained"
              startIcon={<PersonAddOutlined />}
              onClick={() => setInviting(true)}
              disabled={!roles.data}
              sx={{ flexShrink: 0 }}
            >
              {t('invite.open')}
            </Button>
          )
        }
      />
      <UsersToolbar list={list} roles={roleList} buildings={buildingList} />
      {users.isFetching && users.data ? <LinearProgress aria-label={t('users.loading')} /> : null}
      <QueryState
        query={users}
        inset
        loadingLabel={t('users.loading')}
        errorMessage={t('users.loadFailed')}
        isEmpty={noRows}
        empty={<EmptyState title={list.filtered ? t('users.noMatch') : t('users.empty')} />}
      >
        {(data) => (
          <UsersTable
            users={data.data}
            buildings={buildingList}
            canManage={canManage}
            currentUserId={String(session.user?.id ?? '')}
            onEdit={setEditing}
            onToggleActive={setToggling}
          />
        )}
      </QueryState>
      {users.data ? (
        <ListPagination {...paging(list)} total={users.data.total} namespace="access" />
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
        destructive
        open={toggling !== null}
        title={t(
          toggling?.status === 'deactivated' ? 'users.reactivateTitle' : 'users.deactivateTitle',
          {
            name: toggling?.name ?? '',
          },
        )}
        message={t(
          toggling?.status === 'deactivated'
            ? 'users.reactivateDescription'
            : 'users.deactivateDescription',
        )}
        confirmLabel={t(
          toggling?.status === 'deactivated' ? 'users.reactivate' : 'users.deactivate',
        )}
        loading={setActive.isPending}
        onConfirm={() => void handleToggleActive()}
        onClose={() => setToggling(null)}
      />
    </Card>
  );
}
