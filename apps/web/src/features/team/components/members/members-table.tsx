/** Members as a table; each name links to the member's page. Scrolls inside its card. */
import type { TTeamMember } from '@mainstay/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';

const STATUS_COLOR = { active: 'success', invited: 'info', deactivated: 'default' } as const;

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

export function MembersTable({ rows }: { rows: TTeamMember[] }) {
  const { t } = useTranslation('team');
  return (
    <TableContainer>
      <Table size="small" aria-label={t('members.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('members.columns.name')}</TableCell>
            <TableCell>{t('members.columns.jobTitle')}</TableCell>
            <TableCell>{t('members.columns.roles')}</TableCell>
            <TableCell>{t('members.columns.teams')}</TableCell>
            <TableCell>{t('members.columns.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((member) => (
            <TableRow key={member.id} hover>
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 200 }}>
                  <Avatar src={member.avatar?.url} alt="" sx={{ width: 32, height: 32 }}>
                    {initialsOf(member.name)}
                  </Avatar>
                  <Box sx={{ minWidth: 0 }}>
                    <Link component={RouterLink} to={paths.team.detail(member.id)}>
                      {member.name}
                    </Link>
                    <Typography variant="body2" color="text.secondary" noWrap>
                      {member.email}
                    </Typography>
                  </Box>
                </Box>
              </TableCell>
              <TableCell>{member.job_title ?? ''}</TableCell>
              <TableCell>{member.roles.map((role) => role.name).join(', ')}</TableCell>
              <TableCell>{member.teams.map((team) => team.name).join(', ')}</TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={STATUS_COLOR[member.status]}
                    label={t(`members.status.${member.status}`)}
                  />
                  {member.on_leave_today ? (
                    <Chip size="small" color="warning" label={t('members.onLeave')} />
                  ) : null}
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
