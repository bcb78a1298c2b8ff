/**
 * The dashboard's charts, loaded after the figures (a lazy chunk of the page): created and
 * completed over time, the open backlog by age, created by priority and by category, and the
 * resolution SLA compliance over time. Each has its numbers as a table too.
 */
import { useTheme } from '@mui/material/styles';
import { BACKLOG_AGE_BUCKETS, type TServiceDashboard } from '@mainstay/contracts';
import { formatDay } from '../../lib/format.ts';
import { useDashboardFormat } from '../widgets/use-dashboard-format.ts';
import { WidgetGrid } from '../widget-card.tsx';
import { BarChart, RateLine, type BarGroup, type Series } from './bars.tsx';
import { ChartCard, type ChartTable } from './chart-card.tsx';

function countTable(
  column: string,
  count: string,
  groups: BarGroup[],
  format: (n: number) => string,
): ChartTable {
  return {
    columns: [column, count],
    rows: groups.map((group) => ({
      key: group.key,
      cells: [group.label, format(group.values.count ?? 0)],
    })),
  };
}

export default function DashboardCharts({ data }: { data: TServiceDashboard }) {
  const f = useDashboardFormat();
  const theme = useTheme();
  const withYear = data.period.trend_step === 'month';
  const stepLabel = (start: string) => formatDay(start, f.language, withYear);
  const countSeries: Series[] = [
    { key: 'count', label: f.t('charts.count'), color: theme.palette.primary.main },
  ];
  const trendSeries: Series[] = [
    { key: 'created', label: f.t('charts.trend.created'), color: theme.palette.primary.main },
    { key: 'completed', label: f.t('charts.trend.completed'), color: theme.palette.secondary.main },
  ];
  const trend: BarGroup[] = data.trend.map((point) => ({
    key: point.start,
    label: stepLabel(point.start),
    values: { created: point.created, completed: point.completed },
  }));
  const backlog: BarGroup[] = BACKLOG_AGE_BUCKETS.map((bucket) => ({
    key: bucket,
    label: f.t(`charts.backlog.buckets.${bucket}`),
    values: { count: data.backlog_by_age.find((row) => row.bucket === bucket)?.count ?? 0 },
  }));
  const priorities: BarGroup[] = data.by_priority.map((row) => ({
    key: row.priority,
    label: f.t(`tickets:priorities.${row.priority}`),
    values: { count: row.count },
  }));
  const categories: BarGroup[] = data.by_category.map((row, index) => ({
    key: row.id ?? `none-${index}`,
    label: row.name ?? f.t('charts.byCategory.none'),
    values: { count: row.count },
  }));
  const total = (groups: BarGroup[]) =>
    groups.reduce((sum, group) => sum + Object.values(group.values).reduce((a, b) => a + b, 0), 0);
  const step = f.t(`charts.steps.${data.period.trend_step}`);
  const slaPoints = data.trend.map((point) => point.resolution_sla_rate);
  return (
    <WidgetGrid>
      <ChartCard
        wide
        title={f.t('charts.trend.title')}
        empty={total(trend) === 0}
        table={{
          columns: [step, f.t('charts.trend.created'), f.t('charts.trend.completed')],
          rows: trend.map((group) => ({
            key: group.key,
            cells: [
              group.label,
              f.count(group.values.created ?? 0),
              f.count(group.values.completed ?? 0),
            ],
          })),
        }}
      >
        <BarChart groups={trend} series={trendSeries} />
      </ChartCard>
      <ChartCard
        wide
        title={f.t('charts.sla.title')}
        empty={slaPoints.every((point) => point === null)}
        table={{
          columns: [step, f.t('charts.sla.rate')],
          rows: data.trend.map((point) => ({
            key: point.start,
            cells: [stepLabel(point.start), f.percent(point.resolution_sla_rate) ?? f.t('noData')],
          })),
        }}
      >
        <RateLine points={slaPoints} labels={trend.map((group) => group.label)} />
      </ChartCard>
      <ChartCard
        title={f.t('charts.backlog.title')}
        empty={total(backlog) === 0}
        table={countTable(f.t('charts.backlog.age'), f.t('charts.count'), backlog, f.count)}
      >
        <BarChart groups={backlog} series={countSeries} />
      </ChartCard>
      <ChartCard
        title={f.t('charts.byPriority.title')}
        empty={total(priorities) === 0}
        table={countTable(
          f.t('charts.byPriority.priority'),
          f.t('charts.count'),
          priorities,
          f.count,
        )}
      >
        <BarChart groups={priorities} series={countSeries} />
      </ChartCard>
      <ChartCard
        wide
        title={f.t('charts.byCategory.title')}
        empty={total(categories) === 0}
        table={countTable(
          f.t('charts.byCategory.category'),
          f.t('charts.count'),
          categories,
          f.count,
        )}
      >
        <BarChart groups={categories} series={countSeries} />
      </ChartCard>
    </WidgetGrid>
  );
}
