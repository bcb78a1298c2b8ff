/**
 * /team/{id}: a member's roles, teams, contact details, skills, leave and assigned work.
 * Editing needs write on team; leave can be recorded by the member or by whoever may write.
 */
import { useState } from 'react';
import type { TLeave, TTeamMemberDetail } from '@mainstay/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AssignedWorkList } from './assigned-work-list.tsx';
import { EmptyState, ErrorState, LoadingState } from '@/components/feedback/index.ts';
import { PageHeader, type BreadcrumbItem } from '@/components/layout/index.ts';
import { paths } from '@/config/paths.ts';
import { useAbility } from '@/lib/ability.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useSession } from '@/lib/session.ts';
import { useMemberQuery } from '../../api/get-member.ts';
import { sessionUserId } from '../format.ts';
import { LeaveDialog } from '../leave/leave-dialog.tsx';
import { LeaveTable } from '../leave/leave-table.tsx';
import { RemoveLeaveDialog } from '../leave/remove-leave-dialog.tsx';
import { initialsOf } from '../members/members-table.tsx';
import { MemberDetailsDialog } from './member-details-dialog.tsx';

export interface MemberPageProps {
  id: string;
  /** Crumbs before the member's own (e.g. Team). */
  parentCrumbs: readonly BreadcrumbItem[];
  /** Title while the member loads or cannot be shown. */
  fallbackTitle: string;
}

export function MemberPage({ id, parentCrumbs, fallbackTitle }: MemberPageProps) {
  const { t } = useTranslation('team');
  const query = useMemberQuery(id);
  if (query.isPending) {
    return (
      <>
        <PageHeader title={fallbackTitle} breadcrumbs={parentCrumbs} />
        <LoadingState label={t('member.loading')} />
      </>
    );
  }
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <>
        <PageHeader title={fallbackTitle} breadcrumbs={parentCrumbs} />
        {notFound ? (
          <EmptyState
            title={t('member.notFoundTitle')}
            description={t('member.notFound')}
            action={
              <Button component={RouterLink} to={paths.team.list}>
                {t('member.backToTeam')}
              </Button>
            }
          />
        ) : (
          <ErrorState message={t('errors.loadFailed')} onRetry={() => void query.refetch()} />
        )}
      </>
    );
  }
  return <MemberView member={query.data} parentCrumbs={parentCrumbs} />;
}

function MemberView({
  member,
  parentCrumbs,
}: {
  member: TTeamMemberDetail;
  parentCrumbs: readonly BreadcrumbItem[];
}) {
  const { t } = useTranslation('team');
  const ability = useAbility();
  const userId = sessionUserId(useSession().user);
  const canWrite = ability.can('write', 'team');
  const isSelf = userId === member.id;
  const [editing, setEditing] = useState(false);
  const [editKey, setEditKey] = useState(0);
  const [recording, setRecording] = useState(false);
  const [removing, setRemoving] = useState<TLeave | null>(null);
  const leave = [...member.leave.upcoming, ...member.leave.past];

  return (
    <>
      <PageHeader
        title={member.name}
        breadcrumbs={[...parentCrumbs, { label: member.name }]}
        actions={
          canWrite ? (
            <Button
              variant="outlined"
              onClick={() => {
                setEditKey((key) => key + 1);
                setEditing(true);
              }}
            >
              {t('member.edit')}
            </Button>
          ) : undefined
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Card variant="outlined">
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <Avatar src={member.avatar?.url} alt="" sx={{ width: 56, height: 56 }}>
                {initialsOf(member.name)}
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                  {member.job_title ?? t('member.noJobTitle')}
                </Typography>
                {member.on_leave_today ? (
                  <Chip size="small" color="warning" label={t('members.onLeave')} />
                ) : null}
              </Box>
            </Box>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'max-content minmax(0, 1fr)',
                columnGap: 2,
                rowGap: 1,
                m: 0,
              }}
            >
              <Term label={t('member.email')}>
                <Link href={`mailto:${member.email}`}>{member.email}</Link>
              </Term>
              <Term label={t('member.phone')}>
                {member.phone ? (
                  <Link href={`tel:${member.phone.replace(/\s/g, '')}`}>{member.phone}</Link>
                ) : (
                  '—'
                )}
              </Term>
              <Term label={t('member.roles')}>
                {member.roles.map((role) => role.name).join(', ') || '—'}
              </Term>
              <Term label={t('member.teams')}>
                {member.teams.map((team) => team.name).join(', ') || '—'}
              </Term>
              {member.contractor ? (
                <Term label={t('member.company')}>{member.contractor.company_name}</Term>
              ) : null}
            </Box>
            <Box>
              <Typography component="h2" variant="subtitle2" sx={{ mb: 1 }}>
                {t('member.skills')}
              </Typography>
              {member.skills.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('member.noSkills')}
                </Typography>
              ) : (
                <Box
                  component="ul"
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 0.75,
                    p: 0,
                    m: 0,
                    listStyle: 'none',
                  }}
                >
                  {member.skills.map((skill) => (
                    <li key={skill}>
                      <Chip size="small" label={skill} />
                    </li>
                  ))}
                </Box>
              )}
            </Box>
          </CardContent>
        </Card>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          <Card variant="outlined" component="section" aria-labelledby="member-leave-heading">
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1,
                p: 2,
              }}
            >
              <Typography id="member-leave-heading" component="h2" variant="h6">
                {t('member.leave')}
              </Typography>
              {isSelf || canWrite ? (
                <Button variant="contained" onClick={() => setRecording(true)}>
                  {t('leave.record')}
                </Button>
              ) : null}
            </Box>
            {leave.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
                {t('member.noLeave')}
              </Typography>
            ) : (
              <LeaveTable
                rows={leave}
                label={t('member.leaveTableLabel', { name: member.name })}
                showPerson={false}
                canRemove={() => isSelf || canWrite}
                onRemove={setRemoving}
              />
            )}
          </Card>
          <Card variant="outlined" component="section" aria-labelledby="member-work-heading">
            <Typography id="member-work-heading" component="h2" variant="h6" sx={{ p: 2, pb: 0 }}>
              {t('member.assignedWork')}
            </Typography>
            {member.assigned_work.current.length + member.assigned_work.past.length === 0 ? (
              <EmptyState
                icon={<AssignmentOutlined />}
                title={t('member.noWorkTitle')}
                description={t('member.noWork', { name: member.name })}
              />
            ) : (
              <AssignedWorkList
                items={[...member.assigned_work.current, ...member.assigned_work.past]}
              />
            )}
          </Card>
        </Box>
      </Box>
      {canWrite ? (
        <MemberDetailsDialog
          key={editKey}
          member={member}
          open={editing}
          onClose={() => setEditing(false)}
        />
      ) : null}
      <LeaveDialog
        open={recording}
        onClose={() => setRecording(false)}
        member={{ id: member.id, name: member.name }}
      />
      <RemoveLeaveDialog leave={removing} onClose={() => setRemoving(null)} />
    </>
  );
}

function Term({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}
