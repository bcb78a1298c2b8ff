/**
 * A report's chart: the dashboard's bars (a group per point, a bar per series) in its card,
 * with the same numbers as a table for screen readers and on demand.
 */
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { TReport } from '@mainstay/contracts';
import { BarChart, ChartCard, type BarGroup, type Series } from '@/features/dashboards';
import { columnLabel, formatCell } from '../lib/report-format.ts';
import { useCellFormat } from './report-table.tsx';

export function ReportChart({ report, title }: { report: TReport; title: string }) {
  const { t } = useTranslation('reports');
  const theme = useTheme();
  const format = useCellFormat(report);
  const { chart } = report;
  const colors = [
    theme.palette.primary.main,
    theme.palette.secondary.main,
    theme.palette.info.main,
    theme.palette.warning.main,
  ];
  const series: Series[] = chart.series.map((key, index) => ({
    key,
    label: columnLabel(report, key, t),
    color: colors[index % colors.length] ?? theme.palette.primary.main,
  }));
  const typeOf = (key: string) =>
    report.columns.find((column) => column.key === key)?.type ?? 'number';
  const groups: BarGroup[] = chart.points.map((point, index) => ({
    key: `${index}-${point.label}`,
    label: point.label,
    values: Object.fromEntries(chart.series.map((key, at) => [key, point.values[at] ?? 0])),
  }));
  const empty = chart.points.every((point) => point.values.every((value) => !value));
  return (
    <ChartCard
      title={title}
      empty={empty}
      table={{
        columns: [columnLabel(report, chart.label, t), ...series.map((item) => item.label)],
        rows: chart.points.map((point, index) => ({
          key: `${index}-${point.label}`,
          cells: [
            point.label,
            ...point.values.map(
              (value, at) =>
                formatCell(typeOf(chart.series[at] ?? ''), value, format) ?? format.t('noData'),
            ),
          ],
        })),
      }}
    >
      <BarChart groups={groups} series={series} />
    </ChartCard>
  );
}
