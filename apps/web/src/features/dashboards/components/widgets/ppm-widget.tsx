/**
 * Planned maintenance at a glance: PM compliance over the period (with the period before), its
 * on-time, late and pending tasks, and the PPM work due this week, overdue now and completed in
 * the period, each a link to the PPM tasks behind it.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { openStatusesOf, type TServiceDashboard } from '@mainstay/contracts';
import { ticketListHref, type DrillFilters } from '../../lib/drill-down.ts';
import { Figure } from '../figure.tsx';
import { BreakdownList, WidgetCard } from '../widget-card.tsx';
import { useDashboardFormat } from './use-dashboard-format.ts';

type Ppm = NonNullable<TServiceDashboard['ppm']>;

/** Today and six days on, in the organisation's time zone (YYYY-MM-DD). */
function comingWeek(timezone: string): { from: string; to: string } {
  const day = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(date);
  const now = new Date();
  return { from: day(now), to: day(new Date(now.getTime() + 6 * 86_400_000)) };
}

export function PpmWidget({
  data,
  ppm,
  buildingId,
}: {
  data: TServiceDashboard;
  ppm: Ppm;
  buildingId: string | undefined;
}) {
  const f = useDashboardFormat();
  const title = f.t('widgets.ppm.title');
  const href = (filters: DrillFilters) => ticketListHref('ppm', filters, buildingId);
  const open = openStatusesOf('ppm').join(',');
  const week = comingWeek(data.period.timezone);
  const { compliance } = ppm;
  const rows = [
    {
      key: 'due',
      label: f.t('widgets.ppm.dueThisWeek'),
      value: ppm.due_this_week,
      filters: { status: open, due_from: week.from, due_to: week.to },
    },
    {
      key: 'overdue',
      label: f.t('widgets.ppm.overdue'),
      value: ppm.overdue,
      filters: { overdue: 'true' },
    },
    {
      key: 'completed',
      label: f.t('widgets.ppm.completed'),
      value: ppm.completed,
      filters: { completed_from: data.period.from, completed_to: data.period.to },
    },
  ];
  return (
    <WidgetCard title={title} formula={f.t('widgets.ppm.formula')}>
      <Typography variant="caption" color="text.secondary" component="p">
        {f.t('widgets.ppm.compliance')}
      </Typography>
      <Figure
        size="main"
        value={f.percent(compliance.rate)}
        what={f.t('widgets.ppm.lateOf')}
        href={href({ compliance: 'late' })}
        color={compliance.rate !== null && compliance.rate < 0.9 ? 'error' : undefined}
      />
      <Typography variant="body2" color="text.secondary">
        {compliance.previous_rate === null
          ? f.t('widgets.ppm.noPrevious')
          : f.t('widgets.ppm.previous', { rate: f.percent(compliance.previous_rate) })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {(['on_time', 'late', 'pending'] as const).map((state) => (
          <Box key={state} sx={{ display: 'flex', gap: 0.5, alignItems: 'baseline' }}>
            <Typography variant="body2" color="text.secondary" component="span">
              {f.t(`tickets:compliance.${state}`)}
            </Typography>
            <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
              {f.count(compliance[state])}
            </Typography>
          </Box>
        ))}
      </Box>
      <BreakdownList
        label={f.t('widgets.ppm.work')}
        rows={rows.map((row) => ({
          key: row.key,
          label: row.label,
          value: (
            <Figure
              value={f.count(row.value)}
              what={f.t('widgets.ppm.of', { what: row.label })}
              href={href(row.filters)}
              color={row.key === 'overdue' && row.value > 0 ? 'error' : undefined}
            />
          ),
        }))}
      />
    </WidgetCard>
  );
}
