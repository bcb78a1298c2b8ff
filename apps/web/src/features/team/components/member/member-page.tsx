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
import Typography from '@mui/material/Typography';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import { useTranslation } from 'react-i18next';
import { useBuiltInName } from '@/lib/built-in-name.ts';
import {
  ChipList,
  DetailColumn,
  DetailColumns,
  DetailPage,
  EmailLink,
  EmptyLine,
  PhoneLink,
} from '@/components/detail';
import { EmptyState } from '@/components/feedback/index.ts';
import { DetailCard, Facts, PageHeader, type BreadcrumbItem } from '@/components/layout/index.ts';
import { paths } from '@/config/paths.ts';
import { useAbility } from '@/lib/ability.ts';
import { useSession } from '@/lib/session.ts';
import { useMemberQuery } from '../../api/get-member.ts';
import { sessionUserId } from '../format.ts';
import { LeaveDialog } from '../leave/leave-dialog.tsx';
import { LeaveTable } from '../leave/leave-table.tsx';
import { RemoveLeaveDialog } from '../leave/remove-leave-dialog.tsx';
import { initialsOf } from '@/lib/initials.ts';
import { AssignedWorkList } from './assigned-work-list.tsx';
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
  return (
    <DetailPage
      query={useMemberQuery(id)}
      title={fallbackTitle}
      breadcrumbs={parentCrumbs}
      loadingLabel={t('member.loading')}
      notFound={{ title: t('member.notFoundTitle'), message: t('member.notFound') }}
      describeError={() => t('errors.loadFailed')}
      back={{ label: t('member.backToTeam'), to: paths.team.list }}
    >
      {(member) => <MemberView member={member} parentCrumbs={parentCrumbs} />}
    </DetailPage>
  );
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
  const work = [...member.assigned_work.current, ...member.assigned_work.past];

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
      <DetailColumns widths={[1, 2]} from="lg">
        <MemberCard member={member} />
        <DetailColumn>
          <DetailCard
            title={t('member.leave')}
            action={
              isSelf || canWrite ? (
                <Button variant="contained" onClick={() => setRecording(true)}>
                  {t('leave.record')}
                </Button>
              ) : null
            }
          >
            {leave.length === 0 ? (
              <EmptyLine>{t('member.noLeave')}</EmptyLine>
            ) : (
              <LeaveTable
                rows={leave}
                label={t('member.leaveTableLabel', { name: member.name })}
                showPerson={false}
                canRemove={() => isSelf || canWrite}
                onRemove={setRemoving}
              />
            )}
          </DetailCard>
          <DetailCard title={t('member.assignedWork')}>
            {work.length === 0 ? (
              <EmptyState
                icon={<AssignmentOutlined />}
                title={t('member.noWorkTitle')}
                description={t('member.noWork', { name: member.name })}
              />
            ) : (
              <AssignedWorkList items={work} />
            )}
          </DetailCard>
        </DetailColumn>
      </DetailColumns>
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

/** Who the member is: photo, job title, whether on leave today, how to reach them, skills. */
function MemberCard({ member }: { member: TTeamMemberDetail }) {
  const { t } = useTranslation('team');
  const roleName = useBuiltInName('access');
  const names = (items: { name: string }[]) => items.map((item) => item.name).join(', ');
  return (
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
        <Facts
          items={[
            {
              label: t('member.email'),
              value: <EmailLink email={member.email} />,
            },
            {
              label: t('member.phone'),
              value: member.phone ? <PhoneLink phone={member.phone} /> : null,
            },
            { label: t('member.roles'), value: member.roles.map(roleName).join(', ') },
            { label: t('member.teams'), value: names(member.teams) },
            ...(member.contractor
              ? [{ label: t('member.company'), value: member.contractor.company_name }]
              : []),
          ]}
        />
        <Box>
          <Typography component="h2" variant="subtitle2" sx={{ mb: 1 }}>
            {t('member.skills')}
          </Typography>
          {member.skills.length === 0 ? (
            <EmptyLine>{t('member.noSkills')}</EmptyLine>
          ) : (
            <ChipList labels={member.skills} />
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
