/**
 * The schedule at a glance: when it falls due (the rule in words, its bounds, the working
 * calendar's part, lead time, seasons, skipping), its next occurrences, what it covers, and the
 * work each task carries (work-cards.tsx).
 */
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { openStatusesOf, type TPpmSchedule } from '@mainstay/contracts';
import { DetailColumn, DetailColumns, EmptyLine, LinkList } from '@/components/detail';
import { DetailCard, Facts } from '@/components/layout';
import { paths } from '@/config/paths.ts';
import { Isolated } from '@/lib/bidi.tsx';
import { describeBounds, describeRule, formatLocalDate } from '../lib/describe-rule.ts';
import { leadTimeText, seasonTexts } from './format.ts';
import { OccurrenceList } from './occurrence-list.tsx';
import { InstructionsCard, PartsCard, WorkCard } from './work-cards.tsx';

/** The PPM task list narrowed to the schedule's tasks (its open ones only, when asked). */
function tasksOf(scheduleId: string, open: boolean): string {
  const query = new URLSearchParams({ ppm_schedule_id: scheduleId });
  if (open) query.set('status', openStatusesOf('ppm').join(','));
  return `${paths.ppmTasks.list}?${query.toString()}`;
}

function WhenCard({ schedule }: { schedule: TPpmSchedule }) {
  const { t, i18n } = useTranslation(['ppmSchedule', 'ppm']);
  const { t: tPpm } = useTranslation('ppm');
  const language = i18n.language;
  const { rule } = schedule;
  const seasons = seasonTexts(t, rule.seasons, language);
  return (
    <DetailCard title={t('overview.when')}>
      <Facts
        items={[
          { label: t('fields.rule'), value: describeRule(tPpm, rule, language) },
          { label: t('fields.bounds'), value: describeBounds(tPpm, rule, language) },
          {
            label: t('fields.nextDue'),
            value: schedule.next_due
              ? formatLocalDate(schedule.next_due, language, true)
              : t('values.notDue'),
          },
          {
            label: t('fields.openTasks'),
            value: (
              <Link component={RouterLink} to={tasksOf(schedule.id, true)}>
                {String(schedule.open_tasks)}
              </Link>
            ),
          },
          {
            label: t('fields.allTasks'),
            value: (
              <Link component={RouterLink} to={tasksOf(schedule.id, false)}>
                {t('values.allTasks')}
              </Link>
            ),
          },
          { label: t('fields.leadTime'), value: leadTimeText(t, rule) },
          {
            label: t('fields.nonWorkingDay'),
            value: t(`ppm:nonWorkingDay.${rule.non_working_day}`),
          },
          {
            label: t('fields.seasons'),
            value:
              seasons.length > 0
                ? new Intl.ListFormat(language, { type: 'conjunction' }).format(seasons)
                : t('values.allYear'),
          },
          {
            label: t('fields.skipEveryNth'),
            value:
              rule.skip_every_nth === null
                ? t('values.noSkipping')
                : t('values.skipEveryNth', { count: rule.skip_every_nth }),
          },
          {
            label: t('fields.previousOpen'),
            value: t(`ppm:previousOpen.${schedule.previous_open}`),
          },
        ]}
      />
    </DetailCard>
  );
}

function UpcomingCard({ schedule }: { schedule: TPpmSchedule }) {
  const { t } = useTranslation('ppmSchedule');
  return (
    <DetailCard title={t('overview.upcoming')}>
      {schedule.upcoming.length === 0 ? (
        <EmptyLine>
          {schedule.status === 'active' ? t('upcoming.empty') : t('upcoming.notActive')}
        </EmptyLine>
      ) : (
        <OccurrenceList plans={schedule.upcoming} label={t('overview.upcoming')} />
      )}
    </DetailCard>
  );
}

function ScopeCard({ schedule }: { schedule: TPpmSchedule }) {
  const { t } = useTranslation(['ppmSchedule', 'ppm']);
  const place = (to: string, name: string) => (
    <Link component={RouterLink} to={to}>
      <Isolated>{name}</Isolated>
    </Link>
  );
  return (
    <DetailCard title={t('overview.scope')}>
      <Facts
        hideEmpty
        items={[
          {
            label: t('fields.building'),
            value: place(paths.buildings.detail(schedule.building.id), schedule.building.name),
          },
          { label: t('fields.scope'), value: t(`ppm:scope.${schedule.scope}`) },
          {
            label: t('fields.location'),
            value: schedule.location
              ? place(paths.locations.detail(schedule.location.id), schedule.location.name)
              : '',
          },
          { label: t('fields.assetCategory'), value: schedule.asset_category?.name ?? '' },
          {
            label: t('fields.assetCount'),
            value: schedule.scope === 'assets' ? '' : String(schedule.asset_count),
          },
          {
            label: t('fields.tasks'),
            value: t(schedule.task_per_asset ? 'values.taskPerAsset' : 'values.oneTask'),
          },
        ]}
      />
      {schedule.assets.length > 0 && (
        <LinkList
          compact
          label={t('fields.assets')}
          items={schedule.assets.map((asset) => ({
            id: asset.id,
            to: paths.assets.detail(asset.id),
            name: asset.name,
            details: [asset.code],
          }))}
        />
      )}
    </DetailCard>
  );
}

export function OverviewTab({ schedule }: { schedule: TPpmSchedule }) {
  return (
    <DetailColumns widths={[3, 2]}>
      <DetailColumn>
        <WhenCard schedule={schedule} />
        <WorkCard schedule={schedule} />
        <InstructionsCard schedule={schedule} />
      </DetailColumn>
      <DetailColumn>
        <UpcomingCard schedule={schedule} />
        <ScopeCard schedule={schedule} />
        <PartsCard schedule={schedule} />
      </DetailColumn>
    </DetailColumns>
  );
}
