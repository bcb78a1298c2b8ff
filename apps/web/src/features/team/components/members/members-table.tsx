/** Members as a table; each name links to the member's page. Scrolls inside its card. */
import type { TTeamMember } from '@mainstay/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBuiltInName } from '@/lib/built-in-name.ts';
import { SimpleTable } from '@/components/data-table';
import { paths } from '@/config/paths.ts';
import { Ltr } from '@/lib/bidi.tsx';
import { initialsOf } from '@/lib/initials.ts';

const STATUS_COLOR = { active: 'success', invited: 'info', deactivated: 'default' } as const;

const names = (rows: { name: string }[]) => rows.map((row) => row.name).join(', ');

export function MembersTable({ rows }: { rows: TTeamMember[] }) {
  const { t } = useTranslation('team');
  const roleName = useBuiltInName('access');
  const column = (id: string) => t(`members.columns.${id}`);
  return (
    <SimpleTable
      label={t('members.tableLabel')}
      rows={rows}
      getRowId={(member) => member.id}
      columns={[
        {
          id: 'name',
          label: column('name'),
          render: (member) => (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 200 }}>
              <Avatar src={member.avatar?.url} alt="" sx={{ width: 32, height: 32 }}>
                {initialsOf(member.name)}
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Link component={RouterLink} to={paths.team.detail(member.id)}>
                  {member.name}
                </Link>
                <Typography variant="body2" color="text.secondary" noWrap>
                  <Ltr>{member.email}</Ltr>
                </Typography>
              </Box>
            </Box>
          ),
        },
        { id: 'jobTitle', label: column('jobTitle'), render: (member) => member.job_title ?? '' },
        {
          id: 'roles',
          label: column('roles'),
          render: (member) => member.roles.map(roleName).join(', '),
        },
        { id: 'teams', label: column('teams'), render: (member) => names(member.teams) },
        {
          id: 'status',
          label: column('status'),
          render: (member) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              <Chip
                size="small"
                variant="outlined"
                color={STATUS_COLOR[member.status]}
                label={t(`members.status.${member.status}`)}
              />
              {member.on_leave_today && (
                <Chip size="small" color="warning" label={t('members.onLeave')} />
              )}
            </Box>
          ),
        },
      ]}
    />
  );
}
