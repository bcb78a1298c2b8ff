/**
 * How a schedule reads: "Every Monday at 07:00", and its filters ("the last 7 days · North
 * Tower · by building"). Weekday names and hours come from Intl in the reader's language.
 */
import { useTranslation } from 'react-i18next';
import type { TReportQuery, TReportSchedule } from '@mainstay/contracts';
import { formatDay } from '@/features/dashboards';
import { useBuildingChoicesQuery } from '@/features/tickets';

/** A Sunday (4 Jan 1970 was one): day `n` of the week is this plus n days. */
const SUNDAY = Date.UTC(1970, 0, 4);
const DAY_MS = 24 * 3_600_000;

export function weekdayName(day: number, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(SUNDAY + day * DAY_MS),
  );
}

export function hourLabel(hour: number, language: string): string {
  return new Intl.DateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(1970, 0, 1, hour)));
}

type Rule = Pick<TReportSchedule, 'frequency' | 'day_of_week' | 'day_of_month' | 'hour'>;

export function useScheduleText() {
  const { t, i18n } = useTranslation(['reportDelivery', 'reports', 'dashboards']);
  const buildings = useBuildingChoicesQuery();
  const language = i18n.language;

  const every = (rule: Rule) =>
    t(`list.every.${rule.frequency}`, {
      hour: hourLabel(rule.hour, language),
      day:
        rule.frequency === 'weekly'
          ? weekdayName(rule.day_of_week ?? 0, language)
          : (rule.day_of_month ?? 1),
    });

  const filters = (query: TReportQuery) => {
    const range =
      query.range === 'custom' && query.from && query.to
        ? t('schedule.ranges.custom', {
            from: formatDay(query.from, language, true),
            to: formatDay(query.to, language, true),
          })
        : t(`schedule.ranges.${query.range ?? '30d'}`);
    const building = query.building_id
      ? buildings.data?.find((choice) => choice.id === query.building_id)?.name
      : t('schedule.allBuildings');
    return [
      range,
      building,
      query.kind ? t(`dashboards:kinds.${query.kind}`) : null,
      query.group_by ? t(`reports:groups.${query.group_by}`) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  };

  return { every, filters };
}
