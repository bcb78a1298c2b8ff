/** How well the work went: feedback ratings, first call resolution and SLA compliance. */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { TICKET_KINDS, type TServiceDashboard } from '@mainstay/contracts';
import { Isolated, Ltr } from '@/lib/bidi.tsx';
import { drill } from '../../lib/drill-down.ts';
import { Figure } from '../figure.tsx';
import { BreakdownList, WidgetCard } from '../widget-card.tsx';
import { useDashboardFormat } from './use-dashboard-format.ts';

type Data = { data: TServiceDashboard };

export function FeedbackWidget({ data }: Data) {
  const f = useDashboardFormat();
  const figure = data.feedback;
  const title = f.t('widgets.feedback.title');
  const average = f.rating(figure.average);
  const comments = figure.latest.filter((row) => row.comment).slice(0, 3);
  return (
    <WidgetCard title={title} formula={f.t('widgets.feedback.formula')}>
      <Figure
        size="main"
        value={average === null ? null : f.t('widgets.feedback.outOf', { value: average })}
        what={f.t('widgets.feedback.average')}
        filters={drill.rated(data.period)}
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
        <Typography variant="body2" color="text.secondary" component="span">
          {f.t('widgets.feedback.ratings')}
        </Typography>
        <Figure
          value={f.count(figure.count)}
          what={f.t('widgets.feedback.ratings')}
          filters={drill.rated(data.period)}
        />
      </Box>
      <BreakdownList
        label={f.t('widgets.feedback.distribution')}
        rows={[5, 4, 3, 2, 1].map((stars) => {
          const label = f.t('widgets.feedback.stars', { count: stars, value: f.count(stars) });
          return {
            key: String(stars),
            label,
            value: (
              <Figure
                value={f.count(figure.distribution[stars - 1] ?? 0)}
                what={f.t('widgets.feedback.ratedOf', { stars: label })}
                filters={drill.rated(data.period, stars)}
              />
            ),
          };
        })}
      />
      {comments.length > 0 && (
        <BreakdownList
          label={f.t('widgets.feedback.latest')}
          rows={comments.map((row) => {
            const to = `${TICKET_KINDS[row.kind].webBase}/${row.ticket_id}`;
            return {
              key: row.ticket_id,
              label: (
                <>
                  <Link component={RouterLink} to={to}>
                    <Ltr>{row.number}</Ltr>
                  </Link>{' '}
                  <Isolated>{row.comment}</Isolated>
                </>
              ),
              value: (
                <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {f.t('widgets.feedback.outOf', { value: f.count(row.rating) })}
                </Typography>
              ),
            };
          })}
        />
      )}
    </WidgetCard>
  );
}

export function FirstCallWidget({ data }: Data) {
  const f = useDashboardFormat();
  const figure = data.first_call_resolution;
  const title = f.t('widgets.firstCall.title');
  const reopenRate = f.percent(figure.reopen_rate);
  return (
    <WidgetCard title={title} formula={f.t('widgets.firstCall.formula')}>
      <Figure
        size="main"
        value={f.percent(figure.rate)}
        what={title}
        filters={drill.completed(data.period)}
      />
      <Typography variant="body2" color="text.secondary">
        {/* The count leads the sentence in every language: a link, then the words after it
            (react-i18next's Trans would join the first-load chunk). */}
        <Figure
          value={f.count(figure.first_visit)}
          what={f.t('widgets.firstCall.firstVisitWhat')}
          filters={drill.firstVisit(data.period)}
        />{' '}
        {f.t('widgets.firstCall.firstVisitOf', { completed: f.count(figure.completed) })}
      </Typography>
      <BreakdownList
        label={f.t('widgets.firstCall.reopens')}
        rows={[
          {
            key: 'rate',
            label: f.t('widgets.firstCall.reopenRate'),
            value: <Figure value={reopenRate} what={f.t('widgets.firstCall.reopenRate')} />,
          },
          {
            key: 'count',
            label: f.t('widgets.firstCall.reopened'),
            value: (
              <Typography variant="body2" component="span">
                {f.count(figure.reopened)}
              </Typography>
            ),
          },
        ]}
      />
    </WidgetCard>
  );
}

export function SlaWidget({ data }: Data) {
  const f = useDashboardFormat();
  const title = f.t('widgets.sla.title');
  const clocks = [
    { key: 'resolution', figure: data.sla.resolution },
    { key: 'response', figure: data.sla.response },
  ] as const;
  return (
    <WidgetCard title={title} formula={f.t('widgets.sla.formula')}>
      {clocks.map(({ key, figure }) => {
        const clock = f.t(`widgets.sla.${key}`);
        return (
          <Box key={key}>
            <Typography variant="caption" color="text.secondary" component="p">
              {clock}
            </Typography>
            <Figure
              size={key === 'resolution' ? 'main' : 'small'}
              value={f.percent(figure.rate)}
              what={f.t('widgets.sla.of', { clock })}
              filters={drill.sla(data.period, key, ['met', 'breached'])}
            />
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              {(['met', 'breached'] as const).map((outcome) => (
                <Box key={outcome} sx={{ display: 'flex', gap: 0.5, alignItems: 'baseline' }}>
                  <Typography variant="body2" color="text.secondary" component="span">
                    {f.t(`widgets.sla.${outcome}`)}
                  </Typography>
                  <Figure
                    value={f.count(figure[outcome])}
                    what={f.t(`widgets.sla.${outcome}Of`, { clock })}
                    filters={drill.sla(data.period, key, [outcome])}
                  />
                </Box>
              ))}
            </Box>
          </Box>
        );
      })}
    </WidgetCard>
  );
}
