/**
 * /dashboards/crm: the service dashboard, the landing page after sign-in. Filters in the
 * address, the figures of one answer of GET /v1/dashboards/service as widgets (each number a
 * link to the tickets behind it), then the charts, loaded as their own chunk.
 */
import { lazy, Suspense } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '@/components/feedback';
import { PageHeader, type BreadcrumbItem } from '@/components/layout';
import { paths } from '@/config/paths.ts';
import { useAbility } from '@/lib/ability.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useServiceDashboardQuery } from '../api/service-dashboard.ts';
import { useDashboardParams } from '../lib/dashboard-params.ts';
import { formatDay } from '../lib/format.ts';
import { DashboardFilters } from './dashboard-filters.tsx';
import { DashboardSkeleton } from './dashboard-skeleton.tsx';
import { DrillScopeContext } from './figure.tsx';
import { WidgetGrid } from './widget-card.tsx';
import { FeedbackWidget, FirstCallWidget, SlaWidget } from './widgets/quality-widgets.tsx';
import { OverdueJobsWidget, OverdueWidget } from './widgets/overdue-widgets.tsx';
import { PpmWidget } from './widgets/ppm-widget.tsx';
import { CompletedWidget, ResolutionTimeWidget, TicketsWidget } from './widgets/work-widgets.tsx';

const DashboardCharts = lazy(() => import('./charts/dashboard-charts.tsx'));

export interface DashboardPageProps {
  title: string;
  breadcrumbs: BreadcrumbItem[];
}

export function DashboardPage({ title, breadcrumbs }: DashboardPageProps) {
  const { t, i18n } = useTranslation(['dashboards', 'tickets']);
  const state = useDashboardParams();
  const query = useServiceDashboardQuery(state.query, state.ready);
  const data = query.data;
  const { kind, building_id } = state.params;
  const canArrange = useAbility().can('write', 'dashboard');

  let body;
  if (query.isError && !data) {
    body = (
      <ErrorState
        message={errorMessage(query.error, t('loadFailed'))}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!data) {
    body = state.ready ? <DashboardSkeleton /> : null;
  } else {
    const period = {
      from: formatDay(data.period.from, i18n.language, true),
      to: formatDay(data.period.to, i18n.language, true),
    };
    body = (
      <DrillScopeContext value={{ kind, building_id, stale: query.isPlaceholderData }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
          {query.isPlaceholderData || query.isFetching ? t('updating') : t('period', period)}
        </Typography>
        <WidgetGrid label={t('figures')}>
          <ResolutionTimeWidget data={data} />
          <CompletedWidget data={data} />
          {kind !== 'general' && <TicketsWidget data={data} kind="reactive" />}
          {kind !== 'reactive' && <TicketsWidget data={data} kind="general" />}
          <OverdueWidget data={data} />
          <OverdueJobsWidget data={data} />
          <FeedbackWidget data={data} />
          <FirstCallWidget data={data} />
          <SlaWidget data={data} />
          {!kind && data.ppm && <PpmWidget data={data} ppm={data.ppm} buildingId={building_id} />}
        </WidgetGrid>
        <Suspense fallback={<DashboardSkeleton widgets={4} />}>
          <DashboardCharts data={data} />
        </Suspense>
      </DrillScopeContext>
    );
  }

  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={breadcrumbs}
        actions={
          canArrange && (
            <Button component={RouterLink} to={paths.dashboard} variant="outlined">
              {t('myDashboard')}
            </Button>
          )
        }
      />
      <DashboardFilters state={state} />
      {body}
    </>
  );
}
