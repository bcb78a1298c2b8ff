/**
 * /my-jobs/jobs: the technician's queue, phone first. Summary toggles and filters on top, then
 * the jobs as cards in the server's order (most urgent SLA first) with one-tap moves; pausing
 * asks for a reason and completing for notes and a signature. Every move refreshes the queue.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import { useTranslation } from 'react-i18next';
import type { TMyJob } from '@mainstay/contracts';
import { CardList, noRows, QueryState, useListParams } from '@/components/data-table';
import { EmptyState } from '@/components/feedback';
import { PageHeader, type BreadcrumbItem } from '@/components/layout';
import { errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { ticketJourney, useMoveTicketMutation } from '@/features/tickets';
import { useMyJobsQuery } from './api/my-jobs.ts';
import { CompleteDialog } from './components/complete-dialog.tsx';
import { HoldDialog } from './components/hold-dialog.tsx';
import type { JobAction } from './components/job-actions.ts';
import { JobCard } from './components/job-card.tsx';
import { JOB_FILTERS, JobFilters } from './components/job-filters.tsx';
import {
  activeSummary,
  JobSummary,
  SUMMARY_FILTERS,
  type SummaryFilter,
} from './components/job-summary.tsx';

export interface MyJobsPageProps {
  title: string;
  breadcrumbs: BreadcrumbItem[];
}

const PER_PAGE = 20;

type Dialog = { job: TMyJob; action: 'pause' | 'complete' } | null;

export function MyJobsPage({ title, breadcrumbs }: MyJobsPageProps) {
  const { t } = useTranslation('myJobs');
  const notify = useNotify();
  const list = useListParams({ defaults: { per_page: PER_PAGE }, filters: JOB_FILTERS });
  const query = useMyJobsQuery(list.query);
  const move = useMoveTicketMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { filters } = list.params;

  // Status, SLA and lateness change together (one URL update), and the list goes back to page 1.
  function handleSummary(filter: SummaryFilter) {
    const { status, sla, overdue } = SUMMARY_FILTERS[filter];
    list.setFilters({ status, sla, overdue });
  }

  async function handleAction(job: TMyJob, action: JobAction) {
    if (action === 'pause' || action === 'complete') return setDialog({ job, action });
    const journey = { journey: ticketJourney(job.id) };
    try {
      await move.mutateAsync({ kind: job.kind, id: job.id, body: { status: 'in_progress' } });
      notify.success(t('notify.started', { number: job.number }), journey);
    } catch (error) {
      notify.error(errorMessage(error, t('states.actionFailed')), journey);
    }
  }

  const data = query.data;
  const pages = data ? Math.ceil(data.total / data.per_page) : 0;

  return (
    <>
      <PageHeader title={title} breadcrumbs={breadcrumbs} />
      <JobSummary
        counts={data?.counts}
        active={activeSummary({
          status: filters.status,
          sla: filters.sla,
          overdue: filters.overdue,
        })}
        onSelect={handleSummary}
      />
      <JobFilters list={list} />
      <QueryState
        query={query}
        loadingLabel={t('states.loading')}
        errorMessage={errorMessage(query.error, t('states.loadFailed'))}
        isEmpty={noRows}
        empty={
          <EmptyState
            icon={<AssignmentTurnedInOutlined fontSize="large" />}
            title={list.filtered ? t('states.noMatch') : t('states.empty')}
            {...(list.filtered ? {} : { description: t('states.emptyHint') })}
          />
        }
      >
        {(page) => (
          <CardList
            label={title}
            busy={query.isFetching}
            gap={1.5}
            columns={{
              xs: '1fr',
              md: 'repeat(2, minmax(0, 1fr))',
              xl: 'repeat(3, minmax(0, 1fr))',
            }}
          >
            {page.data.map((job) => (
              <li key={job.id}>
                <JobCard
                  job={job}
                  busy={move.isPending && move.variables.id === job.id}
                  onAction={(target, action) => void handleAction(target, action)}
                />
              </li>
            ))}
          </CardList>
        )}
      </QueryState>
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination
            count={pages}
            page={list.params.page}
            onChange={(_, page) => list.setPage(page)}
            siblingCount={0}
            color="primary"
            aria-label={t('pagination')}
          />
        </Box>
      )}
      {dialog?.action === 'pause' && (
        <HoldDialog job={dialog.job} onClose={() => setDialog(null)} />
      )}
      {dialog?.action === 'complete' && (
        <CompleteDialog job={dialog.job} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
