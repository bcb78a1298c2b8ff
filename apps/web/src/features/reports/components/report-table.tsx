/**
 * A report's rows in the shared table: a column per typed column of the answer (numbers,
 * durations, money and shares on the right, formatted in the reader's language), the totals as
 * the table's last row, pages of rows counted here (the answer holds them all), and cards on
 * a phone with each figure named.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReport, TReportValue } from '@mainstay/contracts';
import { DataTable, type DataColumn } from '@/components/data-table';
import { EmptyState } from '@/components/feedback';
import { columnLabel, formatCell, isNumeric, type CellFormat } from '../lib/report-format.ts';

type Row = Record<string, TReportValue> & { __index?: number };

const FOOTER_INDEX = -1;

export function useCellFormat(report: Pick<TReport, 'currency' | 'period'>): CellFormat {
  const { t, i18n } = useTranslation('dashboards');
  const { currency } = report;
  const { timezone } = report.period;
  const language = i18n.language;
  return useMemo(() => ({ t, language, currency, timezone }), [t, language, currency, timezone]);
}

export function ReportTable({ report, label }: { report: TReport; label: string }) {
  const { t } = useTranslation('reports');
  const format = useCellFormat(report);
  const noData = format.t('noData');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  // A new answer (other filters or grouping) starts on its first page.
  const [shown, setShown] = useState(report);
  if (shown !== report) {
    setShown(report);
    setPage(1);
  }

  const columns = useMemo(
    (): DataColumn<Row>[] =>
      report.columns.map((column, index) => ({
        id: column.key,
        label: columnLabel(report, column.key, t),
        hideable: index > 0,
        align: isNumeric(column.type) ? 'right' : undefined,
        cellSx: isNumeric(column.type) ? { whiteSpace: 'nowrap' } : undefined,
        render: (row: Row) =>
          formatCell(column.type, row[column.key], format) ??
          (row.__index === FOOTER_INDEX ? '' : noData),
      })),
    [report, t, format, noData],
  );

  const rows = useMemo(
    () => report.rows.map((row, index): Row => ({ ...row, __index: index })),
    [report.rows],
  );
  const first = report.columns[0]?.key ?? 'group';
  const totals: Row = { ...report.totals, [first]: t('total'), __index: FOOTER_INDEX };
  const start = (page - 1) * perPage;

  return (
    <DataTable<Row>
      label={label}
      columns={columns}
      rows={rows.slice(start, start + perPage)}
      total={rows.length}
      loading={false}
      page={page}
      perPage={perPage}
      onPageChange={setPage}
      onPerPageChange={(size) => {
        setPerPage(size);
        setPage(1);
      }}
      getRowId={(row) => String(row.__index)}
      empty={<EmptyState title={t('view.empty')} description={t('view.emptyHint')} />}
      columnsStorageKey={`reports.${report.key}.columns`}
      footerRow={rows.length > 0 ? totals : undefined}
      card={{
        title: [first],
        subtitle: report.columns.slice(1).map((column) => column.key),
        labelled: true,
      }}
    />
  );
}
