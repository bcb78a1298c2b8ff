/** One team as a card: lead, members (removable), adding a member, edit and delete. */
import { useState } from 'react';
import type { TTeam } from '@mainstay/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Cancel from '@mui/icons-material/Cancel';
import EditOutlined from '@mui/icons-material/EditOutlined';
import StarBorder from '@mui/icons-material/StarBorder';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { useNotify } from '@/lib/notifications.tsx';
import {
  useAddTeamMemberMutation,
  useRemoveTeamMemberMutation,
} from '../../api/team-membership.ts';
import { MemberPicker, type MemberOption } from '../form/member-picker.tsx';
import { errorMessage } from '@/lib/form-errors.ts';

export interface TeamCardProps {
  team: TTeam;
  canWrite: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export function TeamCard({ team, canWrite, canDelete, onEdit, onDelete }: TeamCardProps) {
  const { t } = useTranslation('team');
  const notify = useNotify();
  const navigate = useNavigate();
  const add = useAddTeamMemberMutation();
  const remove = useRemoveTeamMemberMutation();
  const [picked, setPicked] = useState<MemberOption | null>(null);

  const handleAdd = async (person: MemberOption | null) => {
    setPicked(person);
    if (!person) return;
    try {
      await add.mutateAsync({ teamId: team.id, userId: person.id });
      notify.success(t('teams.memberAdded', { name: person.name }));
    } catch (error) {
      notify.error(errorMessage(error, t('teams.saveFailed')));
    } finally {
      setPicked(null);
    }
  };

  const handleRemove = async (person: MemberOption) => {
    try {
      await remove.mutateAsync({ teamId: team.id, userId: person.id });
      notify.success(t('teams.memberRemoved', { name: person.name }));
    } catch (error) {
      notify.error(errorMessage(error, t('teams.saveFailed')));
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={`team-${team.id}`}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box>
          <Typography
            id={`team-${team.id}`}
            component="h2"
            variant="h6"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {team.name}
          </Typography>
          {team.description ? (
            <Typography variant="body2" color="text.secondary">
              {team.description}
            </Typography>
          ) : null}
        </Box>
        <Typography variant="body2">
          <Box component="span" sx={{ fontWeight: 600 }}>
            {t('teams.lead')}:
          </Box>{' '}
          {team.lead ? team.lead.name : t('teams.noLead')}
        </Typography>
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {t('teams.membersCount', { count: team.members.length })}
          </Typography>
          {team.members.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('teams.noMembers')}
            </Typography>
          ) : (
            <Box
              component="ul"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, p: 0, m: 0, listStyle: 'none' }}
            >
              {team.members.map((member) => (
                <li key={member.id}>
                  <Chip
                    size="small"
                    label={member.name}
                    icon={
                      member.id === team.lead?.id ? (
                        <StarBorder aria-label={t('teams.lead')} />
                      ) : undefined
                    }
                    onClick={() => void navigate(paths.team.detail(member.id))}
                    onDelete={canWrite ? () => void handleRemove(member) : undefined}
                    deleteIcon={
                      <Cancel
                        aria-hidden={false}
                        aria-label={t('teams.removeMember', { name: member.name, team: team.name })}
                      />
                    }
                  />
                </li>
              ))}
            </Box>
          )}
        </Box>
        {canWrite ? (
          <MemberPicker
            label={t('teams.addMember')}
            value={picked}
            onChange={(person) => void handleAdd(person)}
            exclude={team.members.map((member) => member.id)}
            disabled={add.isPending}
          />
        ) : null}
      </CardContent>
      {canWrite || canDelete ? (
        <CardActions sx={{ justifyContent: 'flex-end' }}>
          {canWrite ? (
            <Tooltip title={t('teams.edit', { name: team.name })}>
              <IconButton aria-label={t('teams.edit', { name: team.name })} onClick={onEdit}>
                <EditOutlined />
              </IconButton>
            </Tooltip>
          ) : null}
          {canDelete ? (
            <Tooltip title={t('teams.delete', { name: team.name })}>
              <IconButton
                aria-label={t('teams.delete', { name: team.name })}
                color="error"
                onClick={onDelete}
              >
                <DeleteOutlined />
              </IconButton>
            </Tooltip>
          ) : null}
        </CardActions>
      ) : null}
    </Card>
  );
}
