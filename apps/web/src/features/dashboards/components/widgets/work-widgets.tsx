/** The work widgets: resolution time, completed jobs, and each kind's tickets. */
import { use } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import type { TServiceDashboard } from '@mainstay/contracts';
import { Isolated } from '@/lib/bidi.tsx';
import { drill } from '../../lib/drill-down.ts';
import { DrillScopeContext, Figure } from '../figure.tsx';
import { BreakdownList, WidgetCard } from '../widget-card.tsx';
import { PriorityBreakdown } from './priority-breakdown.tsx';
import { useDashboardFormat } from './use-dashboard-format.ts';

type Data = { data: TServiceDashboard };

export function ResolutionTimeWidget({ data }: Data) {
  const f = useDashboardFormat();
  const figure = data.resolution_time;
  const title = f.t('widgets.resolutionTime.title');
  const median = f.duration(figure.median_seconds);
  return (
    <WidgetCard title={title} formula={f.t('widgets.resolutionTime.formula')}>
      <Figure
        size="main"
        value={f.duration(figure.mean_seconds)}
        what={title}
        filters={drill.completed(data.period)}
      />
      <Typography variant="body2" color="text.secondary">
        {f.t('widgets.resolutionTime.median', { value: median ?? f.t('noData') })}
      </Typography>
      {!figure.business_hours && (
        <Typography variant="caption" color="text.secondary">
          {f.t('widgets.resolutionTime.calendarHours')}
        </Typography>
      )}
      <PriorityBreakdown
        label={f.t('widgets.resolutionTime.byPriority')}
        rows={figure.by_priority}
        value={(row) => f.duration(row.mean_seconds)}
        what={(priority) => f.t('widgets.resolutionTime.ofPriority', { priority })}
        filters={(priority) => drill.completed(data.period, { priority })}
      />
    </WidgetCard>
  );
}

function Change({ count, previous }: { count: number; previous: number }) {
  const f = useDashboardFormat();
  const before = f.count(previous);
  if (previous === 0 || count === previous) {
    return (
      <Typography variant="body2" color="text.secondary">
        {count === previous
          ? f.t('widgets.completed.same', { previous: before })
          : f.t('widgets.completed.previous', { previous: before })}
      </Typography>
    );
  }
  const up = count > previous;
  const percent = f.percent(Math.abs(count - previous) / previous) ?? '';
  const Icon = up ? ArrowUpward : ArrowDownward;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Icon fontSize="small" aria-hidden color={up ? 'success' : 'warning'} />
      <Typography variant="body2" color="text.secondary">
        {f.t(up ? 'widgets.completed.up' : 'widgets.completed.down', { percent, previous: before })}
      </Typography>
    </Box>
  );
}

export function CompletedWidget({ data }: Data) {
  const f = useDashboardFormat();
  const figure = data.completed;
  const title = f.t('widgets.completed.title');
  const named = (rows: typeof figure.by_team, filter: 'team_id' | 'assignee_id') =>
    rows.slice(0, 3).map((row) => ({
      key: row.id,
      label: <Isolated>{row.name}</Isolated>,
      value: (
        <Figure
          value={f.count(row.count)}
          what={f.t('widgets.completed.by', { name: row.name })}
          filters={drill.completed(data.period, { [filter]: row.id })}
        />
      ),
    }));
  return (
    <WidgetCard title={title} formula={f.t('widgets.completed.formula')}>
      <Figure
        size="main"
        value={f.count(figure.count)}
        what={title}
        filters={drill.completed(data.period)}
      />
      <Change count={figure.count} previous={figure.previous_count} />
      <BreakdownList
        label={f.t('widgets.completed.topTeams')}
        rows={named(figure.by_team, 'team_id')}
      />
      <BreakdownList
        label={f.t('widgets.completed.topPeople')}
        rows={named(figure.by_person, 'assignee_id')}
      />
    </WidgetCard>
  );
}

export function TicketsWidget({ data, kind }: Data & { kind: 'reactive' | 'general' }) {
  const f = useDashboardFormat();
  const scope = use(DrillScopeContext);
  const figure = data.tickets.find((row) => row.kind === kind);
  if (!figure) return null;
  const title = f.t(`widgets.tickets.${kind}`);
  const created = f.t('widgets.tickets.created');
  return (
    <DrillScopeContext value={{ ...scope, kind }}>
      <WidgetCard title={title} formula={f.t('widgets.tickets.formula')}>
        <Typography variant="caption" color="text.secondary" component="p">
          {f.t('widgets.tickets.open')}
        </Typography>
        <Figure
          size="main"
          value={f.count(figure.open)}
          what={f.t('widgets.tickets.openOf', { title })}
          filters={drill.open()}
        />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary" component="span">
            {created}
          </Typography>
          <Figure
            value={f.count(figure.created)}
            what={f.t('widgets.tickets.createdOf', { title })}
            filters={drill.created(data.period)}
          />
          <Typography variant="caption" color="text.secondary" component="span">
            {f.t('widgets.tickets.previous', { previous: f.count(figure.previous_created) })}
          </Typography>
        </Box>
        <BreakdownList
          label={f.t('widgets.tickets.byStatus')}
          rows={figure.by_status.map((row) => {
            const status = f.t(`tickets:statuses.${row.status}`);
            return {
              key: row.status,
              label: status,
              value: (
                <Figure
                  value={f.count(row.count)}
                  what={f.t('widgets.tickets.statusOf', { title, status })}
                  filters={drill.status(row.status)}
                />
              ),
            };
          })}
        />
      </WidgetCard>
    </DrillScopeContext>
  );
}
