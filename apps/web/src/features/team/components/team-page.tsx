/**
 * /team/team: Members, Teams, Contractors and Leave in tabs; the open tab is kept in ?tab=.
 * "Invite people" in the header opens the organisation's invitation dialog.
 */
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader, type BreadcrumbItem } from '@/components/layout/index.ts';
import { useSelectedTabInView } from '@/components/detail';
import { useAbility } from '@/lib/ability.ts';
import { InvitePeopleButton } from '@/features/access';
import { ContractorsTab } from './contractors/contractors-tab.tsx';
import { LeaveTab } from './leave/leave-tab.tsx';
import { MembersTab } from './members/members-tab.tsx';
import { TeamsTab } from './teams/teams-tab.tsx';

export const TEAM_TABS = ['members', 'teams', 'contractors', 'leave'] as const;
export type TeamTab = (typeof TEAM_TABS)[number];

export interface TeamPageProps {
  title: string;
  breadcrumbs: readonly BreadcrumbItem[];
}

export function TeamPage({ title, breadcrumbs }: TeamPageProps) {
  const { t } = useTranslation('team');
  const ability = useAbility();
  const [params, setParams] = useSearchParams();
  const tabs = TEAM_TABS.filter(
    (tab) => tab !== 'contractors' || ability.can('read', 'Contractor'),
  );
  const requested = params.get('tab');
  const current: TeamTab = tabs.find((tab) => tab === requested) ?? 'members';
  const tabsRef = useSelectedTabInView(current);

  const handleChange = (_event: unknown, tab: TeamTab) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={breadcrumbs}
        actions={ability.can('write', 'organisation') ? <InvitePeopleButton /> : undefined}
      />
      <Box ref={tabsRef} sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={current}
          onChange={handleChange}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('tabs.label')}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              label={t(`tabs.${tab}`)}
              id={`team-tab-${tab}`}
              aria-controls={`team-tabpanel-${tab}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`team-tabpanel-${current}`} aria-labelledby={`team-tab-${current}`}>
        {current === 'members' ? <MembersTab /> : null}
        {current === 'teams' ? <TeamsTab /> : null}
        {current === 'contractors' ? <ContractorsTab /> : null}
        {current === 'leave' ? <LeaveTab /> : null}
      </Box>
    </>
  );
}
