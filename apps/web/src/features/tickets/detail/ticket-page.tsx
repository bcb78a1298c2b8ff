/**
 * /reactive-tickets/{id} and /general-tickets/{id}: one ticket, built for a technician's phone.
 * The header carries the number, title, status, priority and a live SLA chip with the actions
 * the caller may take; below, tabs for the overview, the timeline (with the comment box), the
 * work record (time, parts, costs, invoices, purchase orders) and photos and files.
 */
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TTicketDetail, TTicketKind } from '@mainstay/contracts';
import { DetailPageState, PageHeader, type BreadcrumbItem } from '@/components/layout';
import { useAbility } from '@/lib/ability.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useTicketQuery } from '../api/get-ticket.ts';
import { TICKET_KINDS } from '../lib/kinds.ts';
import { FilesTab } from './files-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { TicketSummary } from './ticket-summary.tsx';
import { TicketSkeleton } from './ticket-skeleton.tsx';
import { tabFrom, TICKET_TABS, type TicketTab } from './ticket-tabs.ts';
import { TimelineTab } from './timeline-tab.tsx';
import { WorkTab } from './work-tab.tsx';

export interface TicketPageProps {
  kind: TTicketKind;
  id: string;
  parentCrumbs: BreadcrumbItem[];
  fallbackTitle: string;
}

export function TicketPage({ kind, id, parentCrumbs, fallbackTitle }: TicketPageProps) {
  const { t } = useTranslation('ticketDetail');
  const query = useTicketQuery(kind, id);

  if (query.isPending || query.isError) {
    return (
      <DetailPageState
        title={fallbackTitle}
        breadcrumbs={parentCrumbs}
        error={query.error}
        loadingLabel={t('loading')}
        skeleton={TicketSkeleton}
        notFound={{ title: t('notFound.title'), message: t('notFound.message') }}
        errorTitle={t('errors.loadTitle')}
        errorMessage={errorMessage(query.error, t('errors.loadFailed'))}
        onRetry={() => void query.refetch()}
        back={{ label: t('actions.backToList'), to: TICKET_KINDS[kind].listPath }}
      />
    );
  }
  return <TicketView kind={kind} ticket={query.data} parentCrumbs={parentCrumbs} />;
}

function TicketView({
  kind,
  ticket,
  parentCrumbs,
}: {
  kind: TTicketKind;
  ticket: TTicketDetail;
  parentCrumbs: BreadcrumbItem[];
}) {
  const { t } = useTranslation('ticketDetail');
  const ability = useAbility();
  const [searchParams, setSearchParams] = useSearchParams();
  // Reporters (who may not read buildings) follow their request, not its internal work record.
  const showWork = ticket.can_edit || ability.can('read', 'buildings');
  const available = TICKET_TABS.filter((tab) => tab !== 'work' || showWork);
  const tab = tabFrom(searchParams.get('tab'), available);

  function chooseTab(next: TicketTab) {
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next === 'overview') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  }

  const panels: Record<TicketTab, React.ReactNode> = {
    overview: <OverviewTab kind={kind} ticket={ticket} />,
    timeline: <TimelineTab kind={kind} ticket={ticket} />,
    work: <WorkTab kind={kind} ticket={ticket} />,
    files: <FilesTab kind={kind} ticket={ticket} />,
  };

  return (
    <>
      <PageHeader
        title={t('header.title', { number: ticket.number, title: ticket.title })}
        breadcrumbs={[...parentCrumbs, { label: ticket.number }]}
      />
      <TicketSummary kind={kind} ticket={ticket} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_, value: TicketTab) => chooseTab(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('tabs.label')}
        >
          {available.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(`tabs.${name}`)}
              id={`ticket-tab-${name}`}
              aria-controls="ticket-tab-panel"
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id="ticket-tab-panel" aria-labelledby={`ticket-tab-${tab}`}>
        {panels[tab]}
      </Box>
    </>
  );
}
