/**
 * The service dashboard's charts one at a time, for the configurable dashboard: the same cards,
 * drawings and tables (ChartCard, BarChart, RateLine), each fed from one answer. Loaded as its
 * own chunk, like the landing page's charts.
 */
import { useTheme } from '@mui/material/styles';
import {
  BACKLOG_AGE_BUCKETS,
  type TDashboardWidgetType,
  type TServiceDashboard,
} from '@mainstay/contracts';
import { formatDay } from '../lib/format.ts';
import { BarChart, RateLine, type BarGroup, type Series } from '../components/charts/bars.tsx';
import { ChartCard } from '../components/charts/chart-card.tsx';
import { useDashboardFormat } from '../components/widgets/use-dashboard-format.ts';

const total = (groups: BarGroup[]) =>
  groups.reduce((sum, group) => sum + Object.values(group.values).reduce((a, b) => a + b, 0), 0);

export default function ChartWidget({
  type,
  data,
}: {
  type: TDashboardWidgetType;
  data: TServiceDashboard;
}) {
  const f = useDashboardFormat();
  const theme = useTheme();
  const withYear = data.period.trend_step === 'month';
  const stepLabel = (start: string) => formatDay(start, f.language, withYear);
  const step = f.t(`charts.steps.${data.period.trend_step}`);
  const countChart = (title: string, column: string, groups: BarGroup[]) => (
    <ChartCard
      title={title}
      empty={total(groups) === 0}
      table={{
        columns: [column, f.t('charts.count')],
        rows: groups.map((g) => ({ key: g.key, cells: [g.label, f.count(g.values.count ?? 0)] })),
      }}
    >
      <BarChart
        groups={groups}
        series={[{ key: 'count', label: f.t('charts.count'), color: theme.palette.primary.main }]}
      />
    </ChartCard>
  );

  if (type === 'trendChart') {
    const series: Series[] = [
      { key: 'created', label: f.t('charts.trend.created'), color: theme.palette.primary.main },
      {
        key: 'completed',
        label: f.t('charts.trend.completed'),
        color: theme.palette.secondary.main,
      },
    ];
    const trend: BarGroup[] = data.trend.map((point) => ({
      key: point.start,
      label: stepLabel(point.start),
      values: { created: point.created, completed: point.completed },
    }));
    return (
      <ChartCard
        title={f.t('charts.trend.title')}
        empty={total(trend) === 0}
        table={{
          columns: [step, f.t('charts.trend.created'), f.t('charts.trend.completed')],
          rows: trend.map((g) => ({
            key: g.key,
            cells: [g.label, f.count(g.values.created ?? 0), f.count(g.values.completed ?? 0)],
          })),
        }}
      >
        <BarChart groups={trend} series={series} />
      </ChartCard>
    );
  }
  if (type === 'slaChart') {
    const points = data.trend.map((point) => point.resolution_sla_rate);
    return (
      <ChartCard
        title={f.t('charts.sla.title')}
        empty={points.every((point) => point === null)}
        table={{
          columns: [step, f.t('charts.sla.rate')],
          rows: data.trend.map((point) => ({
            key: point.start,
            cells: [stepLabel(point.start), f.percent(point.resolution_sla_rate) ?? f.t('noData')],
          })),
        }}
      >
        <RateLine points={points} labels={data.trend.map((point) => stepLabel(point.start))} />
      </ChartCard>
    );
  }
  if (type === 'backlogChart') {
    const groups = BACKLOG_AGE_BUCKETS.map((bucket) => ({
      key: bucket,
      label: f.t(`charts.backlog.buckets.${bucket}`),
      values: { count: data.backlog_by_age.find((row) => row.bucket === bucket)?.count ?? 0 },
    }));
    return countChart(f.t('charts.backlog.title'), f.t('charts.backlog.age'), groups);
  }
  if (type === 'priorityChart') {
    const groups = data.by_priority.map((row) => ({
      key: row.priority,
      label: f.t(`tickets:priorities.${row.priority}`),
      values: { count: row.count },
    }));
    return countChart(f.t('charts.byPriority.title'), f.t('charts.byPriority.priority'), groups);
  }
  const groups = data.by_category.map((row, index) => ({
    key: row.id ?? `none-${index}`,
    label: row.name ?? f.t('charts.byCategory.none'),
    values: { count: row.count },
  }));
  return countChart(f.t('charts.byCategory.title'), f.t('charts.byCategory.category'), groups);
}
