/**
 * One widget of the configurable dashboard, drawn by the service dashboard's own widget or
 * chart from the answer for its filters, with its drill-down links scoped to those filters.
 */
import { lazy, Suspense } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TDashboardQuery, TServiceDashboard } from '@mainstay/contracts';
import { DrillScopeContext } from '../components/figure.tsx';
import {
  FeedbackWidget,
  FirstCallWidget,
  SlaWidget,
} from '../components/widgets/quality-widgets.tsx';
import { OverdueJobsWidget, OverdueWidget } from '../components/widgets/overdue-widgets.tsx';
import {
  CompletedWidget,
  ResolutionTimeWidget,
  TicketsWidget,
} from '../components/widgets/work-widgets.tsx';
import { isChart, WIDGET_TITLE_KEYS, type Widget } from './layout-grid.ts';

const ChartWidget = lazy(() => import('./chart-widgets.tsx'));

export interface WidgetAnswer {
  data: TServiceDashboard | undefined;
  failed: boolean;
  retry: () => void;
}

function Placeholder({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Figures({ widget, data }: { widget: Widget; data: TServiceDashboard }) {
  switch (widget.type) {
    case 'resolutionTime':
      return <ResolutionTimeWidget data={data} />;
    case 'completed':
      return <CompletedWidget data={data} />;
    case 'reactiveTickets':
      return <TicketsWidget data={data} kind="reactive" />;
    case 'generalTickets':
      return <TicketsWidget data={data} kind="general" />;
    case 'overdue':
      return <OverdueWidget data={data} />;
    case 'overdueJobs':
      return <OverdueJobsWidget data={data} />;
    case 'feedback':
      return <FeedbackWidget data={data} />;
    case 'firstCall':
      return <FirstCallWidget data={data} />;
    case 'sla':
      return <SlaWidget data={data} />;
    default:
      return <ChartWidget type={widget.type} data={data} />;
  }
}

export function WidgetView({
  widget,
  query,
  answer,
}: {
  widget: Widget;
  query: TDashboardQuery;
  answer: WidgetAnswer;
}) {
  const { t } = useTranslation('dashboards');
  const title = t(WIDGET_TITLE_KEYS[widget.type]);
  const loading = (
    <Placeholder title={title}>
      <Skeleton variant="text" width="40%" sx={{ fontSize: '2rem' }} />
      <Skeleton width="70%" />
    </Placeholder>
  );
  if (!answer.data) {
    if (!answer.failed) return loading;
    return (
      <Placeholder title={title}>
        <Typography variant="body2" color="error" sx={{ mb: 1 }}>
          {t('loadFailed')}
        </Typography>
        <Button size="small" onClick={answer.retry}>
          {t('custom.retry')}
        </Button>
      </Placeholder>
    );
  }
  const kind = widget.type === 'reactiveTickets' ? 'reactive' : 'general';
  const excluded =
    (widget.type === 'reactiveTickets' || widget.type === 'generalTickets') &&
    query.kind !== undefined &&
    query.kind !== kind;
  if (excluded) {
    return (
      <Placeholder title={title}>
        <Typography variant="body2" color="text.secondary">
          {t('custom.kindExcluded')}
        </Typography>
      </Placeholder>
    );
  }
  return (
    <DrillScopeContext value={{ kind: query.kind, building_id: query.building_id }}>
      {isChart(widget.type) ? (
        <Suspense fallback={loading}>
          <Figures widget={widget} data={answer.data} />
        </Suspense>
      ) : (
        <Figures widget={widget} data={answer.data} />
      )}
    </DrillScopeContext>
  );
}
