/** Open work past its resolution due time: everyone's by priority, and the caller's own. */
import Typography from '@mui/material/Typography';
import type { TServiceDashboard } from '@mainstay/contracts';
import { paths } from '@/config/paths.ts';
import { drill } from '../../lib/drill-down.ts';
import { Figure } from '../figure.tsx';
import { BreakdownList, WidgetCard } from '../widget-card.tsx';
import { PriorityBreakdown } from './priority-breakdown.tsx';
import { useDashboardFormat } from './use-dashboard-format.ts';

type Data = { data: TServiceDashboard };

export function OverdueWidget({ data }: Data) {
  const f = useDashboardFormat();
  const figure = data.overdue;
  const title = f.t('widgets.overdue.title');
  return (
    <WidgetCard title={title} formula={f.t('widgets.overdue.formula')}>
      <Figure
        size="main"
        value={f.count(figure.count)}
        what={title}
        filters={drill.overdue()}
        color={figure.count > 0 ? 'error' : undefined}
      />
      <Typography variant="body2" color="text.secondary">
        {f.t('widgets.overdue.now')}
      </Typography>
      <PriorityBreakdown
        label={f.t('widgets.overdue.byPriority')}
        rows={figure.by_priority}
        value={(row) => f.count(row.count)}
        what={(priority) => f.t('widgets.overdue.ofPriority', { priority })}
        filters={(priority) => drill.overdue({ priority })}
      />
    </WidgetCard>
  );
}

export function OverdueJobsWidget({ data }: Data) {
  const f = useDashboardFormat();
  const figure = data.overdue_jobs;
  const title = f.t('widgets.overdueJobs.title');
  const mine = f.t('widgets.overdueJobs.mine');
  const teams = f.t('widgets.overdueJobs.myTeams');
  return (
    <WidgetCard title={title} formula={f.t('widgets.overdueJobs.formula')}>
      <Typography variant="caption" color="text.secondary" component="p">
        {mine}
      </Typography>
      <Figure
        size="main"
        value={f.count(figure.mine)}
        what={f.t('widgets.overdueJobs.mineOf')}
        filters={drill.overdue({ assignee_id: 'me' })}
      />
      <BreakdownList
        label={f.t('widgets.overdueJobs.queue')}
        rows={[
          {
            key: 'teams',
            label: teams,
            value: (
              // The lists have no "my teams" filter: My Jobs' overdue queue holds them.
              <Figure
                value={f.count(figure.my_teams)}
                what={f.t('widgets.overdueJobs.myTeamsOf')}
                href={`${paths.myJobs}?sla=breached`}
              />
            ),
          },
        ]}
      />
    </WidgetCard>
  );
}
