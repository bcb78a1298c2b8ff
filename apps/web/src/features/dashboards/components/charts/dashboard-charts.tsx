/**
 * The dashboard's charts, loaded after the figures (a lazy chunk of the page): created and
 * completed over time, the resolution SLA compliance over time, the open backlog by age, and
 * created by priority and by category. Each has its numbers as a table too; each bar or point
 * that stands for tickets opens them in the ticket list. With `only`, one of them alone (a
 * widget of the configurable dashboard).
 */
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Fragment, type ReactNode } from 'react';
import {
  BACKLOG_AGE_BUCKETS,
  TICKET_PRIORITY_VALUES,
  type TDashboardWidgetType,
  type TServiceDashboard,
} from '@mainstay/contracts';
import { categoryLabel } from '@/features/tickets';
import { formatStep, niceTicks, stepPeriod } from '../../lib/chart-scale.ts';
import { drill } from '../../lib/drill-down.ts';
import { useDashboardFormat } from '../widgets/use-dashboard-format.ts';
import { WidgetGrid } from '../widget-card.tsx';
import { HorizontalBars, Legend, type NamedBar, type Series } from './bars.tsx';
import { ChartCard, type ChartTable } from './chart-card.tsx';
import { Plot, type PlotItem } from './plot.tsx';

/** Categories drawn one by one; the rest are summed as "Other". */
const TOP_CATEGORIES = 8;

function countTable(column: string, count: string, rows: NamedBar[]): ChartTable {
  return {
    columns: [column, count],
    rows: rows.map((row) => ({ key: row.key, cells: [row.name, row.text] })),
  };
}

/** The charts a layout may place one by one. */
export type DashboardChartType = Extract<TDashboardWidgetType, `${string}Chart`>;

/** The landing page's order. */
const CHARTS: readonly DashboardChartType[] = [
  'trendChart',
  'slaChart',
  'backlogChart',
  'priorityChart',
  'categoryChart',
];

export default function DashboardCharts({
  data,
  only,
}: {
  data: TServiceDashboard;
  only?: DashboardChartType;
}) {
  const f = useDashboardFormat();
  // Default categories are named in the tickets namespace.
  const { t: ticketsT } = useTranslation('tickets');
  const theme = useTheme();
  const { period } = data;
  const step = period.trend_step;
  const starts = data.trend.map((point) => point.start);
  const stepLabels = starts.map((start) => formatStep(start, step, f.language));
  const labelWidth = step === 'month' ? 72 : 56;
  const created = f.t('charts.trend.created');
  const completed = f.t('charts.trend.completed');
  const trendSeries: Series[] = [
    { key: 'created', label: created, color: theme.palette.primary.main, mark: 'bar' },
    { key: 'completed', label: completed, color: theme.palette.warning.main, mark: 'line' },
  ];
  const trendItems = (key: 'created' | 'completed'): PlotItem[] =>
    data.trend.map((point, index) => {
      const days = stepPeriod(starts, index, period);
      return {
        key: point.start,
        value: point[key],
        text: f.count(point[key]),
        what: f.t(`charts.trend.${key}At`, { step: stepLabels[index] }),
        filters: key === 'created' ? drill.created(days) : drill.completed(days),
      };
    });
  const trendMax = Math.max(0, ...data.trend.flatMap((point) => [point.created, point.completed]));

  const slaItems: PlotItem[] = data.trend.map((point, index) => ({
    key: point.start,
    value: point.resolution_sla_rate,
    text: f.percent(point.resolution_sla_rate) ?? f.t('noData'),
    what: f.t('charts.sla.at', { step: stepLabels[index] }),
  }));
  const periodRate = data.sla.resolution.rate;

  const backlog = BACKLOG_AGE_BUCKETS.map((bucket) => {
    const value = data.backlog_by_age.find((row) => row.bucket === bucket)?.count ?? 0;
    const name = f.t(`charts.backlog.buckets.${bucket}`);
    return {
      key: bucket,
      name,
      short: f.t(`charts.backlog.short.${bucket}`),
      value,
      text: f.count(value),
      what: f.t('charts.backlog.what', { age: name }),
    };
  });
  const byPriority = [...data.by_priority].sort(
    (a, b) =>
      TICKET_PRIORITY_VALUES.indexOf(a.priority) - TICKET_PRIORITY_VALUES.indexOf(b.priority),
  );
  const priorities = byPriority.map((row) => {
    const name = f.t(`tickets:priorities.${row.priority}`);
    return {
      key: row.priority,
      name,
      value: row.count,
      text: f.count(row.count),
      what: f.t('charts.createdIn', { name }),
      filters: drill.created(period, { priority: row.priority }),
    };
  });
  const sorted = [...data.by_category].sort((a, b) => b.count - a.count);
  const others = sorted.slice(TOP_CATEGORIES).reduce((sum, row) => sum + row.count, 0);
  const categories: NamedBar[] = sorted.slice(0, TOP_CATEGORIES).map((row, index) => ({
    key: row.id ?? `none-${index}`,
    name:
      row.id && row.name
        ? categoryLabel(ticketsT, { id: row.id, name: row.name, key: row.key })
        : f.t('charts.byCategory.none'),
    value: row.count,
    text: f.count(row.count),
    filters: row.id ? drill.created(period, { category_id: row.id }) : undefined,
  }));
  if (others > 0) {
    categories.push({
      key: 'other',
      name: f.t('charts.other'),
      value: others,
      text: f.count(others),
    });
  }

  const sum = (rows: { value: number }[]) => rows.reduce((total, row) => total + row.value, 0);
  const countTicks = (max: number) => niceTicks(max);
  const stepColumn = f.t(`charts.steps.${step}`);
  const cards: Record<DashboardChartType, ReactNode> = {
    trendChart: (
      <ChartCard
        wide
        title={f.t('charts.trend.title')}
        empty={trendMax === 0}
        table={{
          columns: [stepColumn, created, completed],
          rows: data.trend.map((point, index) => ({
            key: point.start,
            cells: [stepLabels[index], f.count(point.created), f.count(point.completed)],
          })),
        }}
      >
        <Legend series={trendSeries} />
        <Plot
          steps={stepLabels}
          labelWidth={labelWidth}
          ticks={countTicks(trendMax)}
          formatTick={f.count}
          bars={{ color: theme.palette.primary.main, items: trendItems('created') }}
          line={{ color: theme.palette.warning.main, items: trendItems('completed') }}
        />
      </ChartCard>
    ),
    slaChart: (
      <ChartCard
        wide
        title={f.t('charts.sla.title')}
        empty={slaItems.every((item) => item.value === null)}
        table={{
          columns: [stepColumn, f.t('charts.sla.rate')],
          rows: slaItems.map((item, index) => ({
            key: item.key,
            cells: [stepLabels[index], item.text],
          })),
        }}
      >
        <Plot
          steps={stepLabels}
          labelWidth={labelWidth}
          ticks={[0, 0.25, 0.5, 0.75, 1]}
          formatTick={(value) => f.percent(value) ?? ''}
          line={{ color: theme.palette.primary.main, items: slaItems }}
          reference={
            periodRate === null
              ? undefined
              : {
                  value: periodRate,
                  label: f.t('charts.sla.periodRate', { rate: f.percent(periodRate) }),
                }
          }
        />
      </ChartCard>
    ),
    backlogChart: (
      <ChartCard
        title={f.t('charts.backlog.title')}
        empty={sum(backlog) === 0}
        table={countTable(f.t('charts.backlog.age'), f.t('charts.count'), backlog)}
      >
        <Plot
          steps={backlog.map((row) => row.short)}
          ticks={countTicks(Math.max(...backlog.map((row) => row.value)))}
          formatTick={f.count}
          bars={{ color: theme.palette.primary.main, items: backlog }}
        />
      </ChartCard>
    ),
    priorityChart: (
      <ChartCard
        title={f.t('charts.byPriority.title')}
        empty={sum(priorities) === 0}
        table={countTable(f.t('charts.byPriority.priority'), f.t('charts.count'), priorities)}
      >
        <Plot
          steps={priorities.map((row) => row.name)}
          ticks={countTicks(Math.max(0, ...priorities.map((row) => row.value)))}
          formatTick={f.count}
          bars={{ color: theme.palette.primary.main, items: priorities }}
        />
      </ChartCard>
    ),
    categoryChart: (
      <ChartCard
        wide
        title={f.t('charts.byCategory.title')}
        empty={sum(categories) === 0}
        table={countTable(f.t('charts.byCategory.category'), f.t('charts.count'), categories)}
      >
        <HorizontalBars rows={categories} color={theme.palette.primary.main} />
      </ChartCard>
    ),
  };
  if (only) return cards[only];
  return (
    <WidgetGrid>
      {CHARTS.map((name) => (
        <Fragment key={name}>{cards[name]}</Fragment>
      ))}
    </WidgetGrid>
  );
}
