/** The Teams tab: every team as a card, creating, editing and deleting teams. */
import { useState } from 'react';
import type { TTeam } from '@mainstay/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@/components/feedback/index.ts';
import { useAbility } from '@/lib/ability.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useTeamsQuery } from '../../api/list-teams.ts';
import { useDeleteTeamMutation } from '../../api/team-membership.ts';
import { ConfirmDialog } from '@/components/data-table';
import { TeamCard } from './team-card.tsx';
import { TeamDialog } from './team-dialog.tsx';
import { errorMessage } from '@/lib/form-errors.ts';

export function TeamsTab() {
  const { t } = useTranslation('team');
  const notify = useNotify();
  const ability = useAbility();
  const query = useTeamsQuery();
  const remove = useDeleteTeamMutation();
  const [editing, setEditing] = useState<TTeam | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  // A new key per opening starts the dialog's form afresh.
  const [dialogKey, setDialogKey] = useState(0);
  const [deleting, setDeleting] = useState<TTeam | null>(null);
  const canAdd = ability.can('add', 'team');

  const openDialog = (team: TTeam | null) => {
    setEditing(team);
    setDialogKey((key) => key + 1);
    setDialogOpen(true);
  };

  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(t('teams.deleted'));
      setDeleting(null);
    } catch (error) {
      notify.error(errorMessage(error, t('teams.deleteFailed')));
    }
  };

  const createButton = canAdd ? (
    <Button variant="contained" onClick={() => openDialog(null)}>
      {t('teams.create')}
    </Button>
  ) : null;

  return (
    <Box>
      {query.isPending ? (
        <LoadingState label={t('teams.loading')} />
      ) : query.isError ? (
        <ErrorState message={t('errors.loadFailed')} onRetry={() => void query.refetch()} />
      ) : query.data.data.length === 0 ? (
        <EmptyState
          icon={<GroupsOutlined />}
          title={t('teams.emptyTitle')}
          description={t('teams.emptyDescription')}
          action={createButton}
        />
      ) : (
        <>
          {createButton ? (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>{createButton}</Box>
          ) : null}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                md: 'repeat(2, minmax(0, 1fr))',
                xl: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {query.data.data.map((team) => (
              <TeamCard
                key={team.id}
                team={team}
                canWrite={ability.can('write', 'team')}
                canDelete={ability.can('manage', 'team')}
                onEdit={() => openDialog(team)}
                onDelete={() => setDeleting(team)}
              />
            ))}
          </Box>
        </>
      )}
      <TeamDialog
        key={dialogKey}
        open={dialogOpen}
        team={editing}
        onClose={() => setDialogOpen(false)}
      />
      <ConfirmDialog
        destructive
        open={deleting !== null}
        title={t('teams.deleteTitle')}
        message={deleting ? t('teams.deleteMessage', { name: deleting.name }) : ''}
        confirmLabel={t('actions.delete')}
        loading={remove.isPending}
        onConfirm={() => void handleDelete()}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
