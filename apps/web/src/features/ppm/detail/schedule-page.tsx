/**
 * /ppm-tasks/schedules/{id}: one planned maintenance schedule. The header carries its title,
 * status, priority, building and next due date, why it is paused or archived, and the actions
 * the caller may take (edit, pause or resume, archive); below, tabs for the overview (the rule in
 * words, the next occurrences, what it covers and the work), the 12-month forecast and the
 * generation history, with the tab kept in ?tab=.
 */
import { useTranslation } from 'react-i18next';
import type { TPpmSchedule } from '@mainstay/contracts';
import { DetailPage, DetailTabs } from '@/components/detail';
import { PageHeader, type BreadcrumbItem } from '@/components/layout';
import { paths } from '@/config/paths.ts';
import { useAbility } from '@/lib/ability.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useScheduleQuery } from '../api/get-schedule.ts';
import { ForecastTab } from './forecast-tab.tsx';
import { HistoryTab } from './history-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { ScheduleActions } from './schedule-actions.tsx';
import { ScheduleHeader, ScheduleStateNotice } from './schedule-header.tsx';
import { SCHEDULE_TABS, type ScheduleTab } from './schedule-tabs.ts';

export interface SchedulePageProps {
  id: string;
  /** The page's title until the schedule's own is known. */
  title: string;
  breadcrumbs: BreadcrumbItem[];
}

export function SchedulePage({ id, title, breadcrumbs }: SchedulePageProps) {
  const { t } = useTranslation('ppmSchedule');
  return (
    <DetailPage
      query={useScheduleQuery(id)}
      title={title}
      breadcrumbs={breadcrumbs}
      loadingLabel={t('loading')}
      notFound={{ title: t('notFound.title'), message: t('notFound.message') }}
      errorTitle={t('errors.loadTitle')}
      describeError={(error) => errorMessage(error, t('errors.loadFailed'))}
      back={{ label: t('actions.backToList'), to: paths.ppmSchedules.list }}
    >
      {(schedule) => <ScheduleView schedule={schedule} breadcrumbs={breadcrumbs} />}
    </DetailPage>
  );
}

function ScheduleView({
  schedule,
  breadcrumbs,
}: {
  schedule: TPpmSchedule;
  breadcrumbs: BreadcrumbItem[];
}) {
  const { t } = useTranslation('ppmSchedule');
  const ability = useAbility();
  const canChange =
    ability.can('write', 'ppm tasks') && schedule.can_edit && schedule.status !== 'archived';
  const panels: Record<ScheduleTab, React.ReactNode> = {
    overview: <OverviewTab schedule={schedule} />,
    forecast: <ForecastTab scheduleId={schedule.id} />,
    history: <HistoryTab scheduleId={schedule.id} />,
  };
  return (
    <>
      <PageHeader
        title={schedule.title}
        breadcrumbs={breadcrumbs}
        actions={canChange ? <ScheduleActions schedule={schedule} /> : undefined}
      />
      <ScheduleHeader schedule={schedule} />
      <ScheduleStateNotice schedule={schedule} />
      <DetailTabs
        id="ppm-schedule"
        label={t('tabs.label')}
        tabs={SCHEDULE_TABS}
        tabLabel={(tab) => t(`tabs.${tab}`)}
      >
        {(tab) => panels[tab]}
      </DetailTabs>
    </>
  );
}
