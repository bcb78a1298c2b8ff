/**
 * One report: back to the catalogue, its title and what it shows, the dashboard's period,
 * building and kind filters and the report's grouping (all in the address), the export of
 * exactly these filters, then the period, a note when the rows were cut, the chart and the table
 * with its totals.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { fixedKindsOf, REPORT_MAX_ROWS, type TReportKey } from '@mainstay/contracts';
import { EmptyState, ErrorState } from '@/components/feedback';
import { DirectionalIcon } from '@/components/layout/directional-icon.tsx';
import {
  DashboardFilters,
  formatCount,
  formatDay,
  useDashboardParams,
} from '@/features/dashboards';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useReportQuery } from '../api/reports.ts';
import { reportSearch, useReportGroupBy } from '../lib/report-params.ts';
import { ScheduleReportButton } from '../schedules/schedule-report-button.tsx';
import { ReportChart } from './report-chart.tsx';
import { ReportExportMenu } from './report-export-menu.tsx';
import { ReportTable } from './report-table.tsx';

function ReportSkeleton() {
  const { t } = useTranslation('reports');
  return (
    <Box role="status" aria-label={t('loading')} aria-busy="true">
      <Skeleton variant="rounded" height={220} sx={{ mb: 3 }} />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} height={36} />
      ))}
    </Box>
  );
}

export function ReportView({ reportKey }: { reportKey: TReportKey }) {
  const { t, i18n } = useTranslation(['reports', 'dashboards']);
  const [search] = useSearchParams();
  const filters = useDashboardParams();
  const { groupBy, setGroupBy, options } = useReportGroupBy(reportKey);
  const query = { ...filters.query, ...(groupBy ? { group_by: groupBy } : {}) };
  const report = useReportQuery(reportKey, query, filters.ready);
  const data = report.data?.key === reportKey ? report.data : undefined;
  const title = t(`catalogue.${reportKey}.title`);
  const headingId = useId();

  let body;
  if (report.isError && !data) {
    body = (
      <ErrorState
        message={errorMessage(report.error, t('loadFailed'))}
        onRetry={() => void report.refetch()}
      />
    );
  } else if (!data) {
    body = filters.ready ? <ReportSkeleton /> : null;
  } else if (data.rows.length === 0) {
    body = <EmptyState title={t('view.empty')} description={t('view.emptyHint')} />;
  } else {
    const period = {
      from: formatDay(data.period.from, i18n.language, true),
      to: formatDay(data.period.to, i18n.language, true),
    };
    body = (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
          {report.isPlaceholderData || report.isFetching
            ? t('dashboards:updating')
            : t('dashboards:period', period)}
        </Typography>
        {data.truncated && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('view.truncated', { rows: formatCount(REPORT_MAX_ROWS, i18n.language) })}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <ReportChart report={data} title={t('view.chart')} />
          <ReportTable report={data} label={t('view.table')} />
        </Box>
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Button
        component={RouterLink}
        to={`${paths.reports}${reportSearch(search)}`}
        startIcon={<DirectionalIcon icon={ArrowBack} />}
        size="small"
        sx={{ mb: 1 }}
      >
        {t('view.back')}
      </Button>
      <Typography id={headingId} component="h2" variant="h5">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(`catalogue.${reportKey}.description`)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <DashboardFilters
            state={filters}
            label={t('view.filters')}
            showKind={fixedKindsOf(reportKey) === undefined}
          />
        </Box>
        {options.length > 0 && (
          <TextField
            select
            size="small"
            label={t('view.groupBy')}
            value={groupBy ?? ''}
            onChange={(event) => setGroupBy(event.target.value)}
            sx={{ minWidth: 160, maxWidth: { xs: '100%', sm: 240 } }}
          >
            {options.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`groups.${option}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <ReportExportMenu reportKey={reportKey} query={query} rowCount={data?.rows.length} />
        <ScheduleReportButton reportKey={reportKey} filters={query} />
      </Box>
      {body}
    </Box>
  );
}
