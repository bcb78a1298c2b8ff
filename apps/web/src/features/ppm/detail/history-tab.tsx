/**
 * The generation ledger, newest first, a page at a time: each occurrence the schedule reached,
 * the day it was due, whether it made tasks (each a link with its status) or was skipped and why.
 * The page is kept in the tab (not the address), like other lists inside a page.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ZPpmOccurrence } from '@mainstay/contracts';
import { ListPagination, paging, useLocalListParams } from '@/components/data-table';
import { QueryContent } from '@/components/detail';
import { EmptyState } from '@/components/feedback';
import { DetailCard } from '@/components/layout';
import { paths } from '@/config/paths.ts';
import { TicketStatusChip } from '@/features/tickets';
import { Ltr } from '@/lib/bidi.tsx';
import { useOccurrencesQuery } from '../api/get-schedule.ts';
import { formatLocalDate } from '../lib/describe-rule.ts';

type Occurrence = z.infer<typeof ZPpmOccurrence>;

const LEDGER_LIST = {
  defaults: { sort: 'date', order: 'desc', per_page: 10 },
  filters: [],
} as const;

function OccurrenceRow({ occurrence }: { occurrence: Occurrence }) {
  const { t, i18n } = useTranslation(['ppmSchedule', 'ppm']);
  const language = i18n.language;
  const moved = occurrence.due_date !== null && occurrence.due_date !== occurrence.date;
  const skipped = occurrence.status === 'skipped';
  return (
    <Box
      component="li"
      sx={{ py: 1, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {formatLocalDate(occurrence.date, language, true)}
        </Typography>
        {moved && occurrence.due_date && (
          <Typography variant="caption" component="span" color="text.secondary">
            {t('history.dueOn', { date: formatLocalDate(occurrence.due_date, language) })}
          </Typography>
        )}
        <Chip
          size="small"
          variant="outlined"
          color={skipped ? 'warning' : 'success'}
          label={
            skipped
              ? t('occurrence.skipped', {
                  reason: occurrence.skip_reason
                    ? t(`ppm:skipReasons.${occurrence.skip_reason}`)
                    : t('occurrence.noReason'),
                })
              : t('history.generated')
          }
        />
      </Box>
      {occurrence.tasks.length > 0 && (
        <Box
          component="ul"
          aria-label={t('history.tasksOf', { date: formatLocalDate(occurrence.date, language) })}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
        >
          {occurrence.tasks.map((task) => (
            <Box
              component="li"
              key={task.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
            >
              <Link component={RouterLink} to={paths.ppmTasks.detail(task.id)}>
                <Ltr>{task.number}</Ltr>
              </Link>
              <TicketStatusChip status={task.status} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

export function HistoryTab({ scheduleId }: { scheduleId: string }) {
  const { t } = useTranslation('ppmSchedule');
  const list = useLocalListParams(LEDGER_LIST);
  const ledger = useOccurrencesQuery(scheduleId, list.query);
  return (
    <DetailCard title={t('history.title')}>
      <QueryContent
        query={ledger}
        texts={{ loading: t('history.loading'), failed: t('errors.historyFailed') }}
        empty={
          <EmptyState title={t('history.emptyTitle')} description={t('history.emptyDescription')} />
        }
      >
        {(page) => (
          <>
            <Box
              component="ul"
              aria-label={t('history.label')}
              sx={{ listStyle: 'none', m: 0, p: 0 }}
            >
              {page.data.map((occurrence) => (
                <OccurrenceRow key={occurrence.id} occurrence={occurrence} />
              ))}
            </Box>
            <ListPagination {...paging(list)} total={page.total} />
          </>
        )}
      </QueryContent>
    </DetailCard>
  );
}
