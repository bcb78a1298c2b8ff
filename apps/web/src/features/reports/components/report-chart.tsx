/**
 * A report's chart: the dashboard's plot in its card, with the same numbers as a table for
 * screen readers and on demand. The first series is drawn as bars; a second one, over months, as
 * a line (time runs from one step to the next), and over anything else (buildings, categories,
 * people) as striped bars beside the first, since a line between unrelated steps would suggest
 * a trend that is not there.
 */
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { TReport } from '@mainstay/contracts';
import {
  ChartCard,
  Legend,
  niceTicks,
  Plot,
  type PlotItem,
  type Series,
} from '@/features/dashboards';
import { columnLabel, formatCell } from '../lib/report-format.ts';
import { useCellFormat } from './report-table.tsx';

export function ReportChart({ report, title }: { report: TReport; title: string }) {
  const { t } = useTranslation('reports');
  const theme = useTheme();
  const format = useCellFormat(report);
  const { chart } = report;
  const typeOf = (key: string) =>
    report.columns.find((column) => column.key === key)?.type ?? 'number';
  const text = (key: string, value: number | null | undefined) =>
    formatCell(typeOf(key), value ?? null, format) ?? format.t('noData');
  const overTime = report.group_by === 'month';
  // Two series read apart by their shape as well as their colour: bars and a line over time,
  // solid and striped bars side by side over categories.
  const shown: Series[] = chart.series.slice(0, 2).map((key, index) => ({
    key,
    label: columnLabel(report, key, t),
    color: index === 0 ? theme.palette.primary.main : theme.palette.warning.main,
    mark: index === 0 || !overTime ? 'bar' : 'line',
    striped: index > 0 && !overTime,
  }));
  const itemsOf = (at: number): PlotItem[] =>
    chart.points.map((point, index) => ({
      key: `${index}-${point.label}`,
      value: point.values[at] ?? null,
      text: text(chart.series[at] ?? '', point.values[at]),
      what: `${shown[at]?.label ?? ''}, ${point.label}`,
    }));
  const max = Math.max(0, ...chart.points.flatMap((point) => point.values.slice(0, 2).map(Number)));
  const empty = chart.points.every((point) => point.values.every((value) => !value));
  const [first, second] = shown;
  const plotted = (series: Series, at: number) => ({
    color: series.color,
    striped: series.striped ?? false,
    items: itemsOf(at),
  });
  const bars = shown.flatMap((series, at) => (series.mark === 'bar' ? [plotted(series, at)] : []));
  const line = second?.mark === 'line' ? plotted(second, 1) : undefined;
  return (
    <ChartCard
      title={title}
      empty={empty}
      wide
      table={{
        columns: [
          columnLabel(report, chart.label, t),
          ...chart.series.map((key) => columnLabel(report, key, t)),
        ],
        rows: chart.points.map((point, index) => ({
          key: `${index}-${point.label}`,
          cells: [
            point.label,
            ...point.values.map((value, at) => text(chart.series[at] ?? '', value)),
          ],
        })),
      }}
    >
      {shown.length > 1 && <Legend series={shown} />}
      <Plot
        steps={chart.points.map((point) => point.label)}
        ticks={niceTicks(Number.isFinite(max) ? max : 0)}
        formatTick={(value) => text(first?.key ?? '', value)}
        bars={bars}
        line={line}
      />
    </ChartCard>
  );
}
