/**
 * /reactive-tickets/{id} and /general-tickets/{id}: one ticket, built for a technician's phone.
 * The header carries the number, title, status, priority and a live SLA chip with the actions
 * the caller may take; below, tabs for the overview, the timeline (with the comment box), the
 * work record (time, parts, costs, invoices, purchase orders), the checklists filled on it (and
 * those whose failure opened it), and photos and files.
 */
import { useTranslation } from 'react-i18next';
import type { TTicketDetail, TTicketKind } from '@mainstay/contracts';
import { DetailPage, DetailTabs } from '@/components/detail';
import { TicketFormsPanel } from '@/features/forms';
import { PageHeader, type BreadcrumbItem } from '@/components/layout';
import { useAbility } from '@/lib/ability.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useTicketQuery } from '../api/get-ticket.ts';
import { TICKET_KINDS } from '../lib/kinds.ts';
import { FilesTab } from './files-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { TicketSummary } from './ticket-summary.tsx';
import { TicketSkeleton } from './ticket-skeleton.tsx';
import { TICKET_TABS, type TicketTab } from './ticket-tabs.ts';
import { TimelineTab } from './timeline-tab.tsx';
import { WorkTab } from './work-tab.tsx';
import { isolatedText, ltrText } from '@/lib/bidi.tsx';

export interface TicketPageProps {
  kind: TTicketKind;
  id: string;
  parentCrumbs: BreadcrumbItem[];
  fallbackTitle: string;
}

export function TicketPage({ kind, id, parentCrumbs, fallbackTitle }: TicketPageProps) {
  const { t } = useTranslation('ticketDetail');
  return (
    <DetailPage
      query={useTicketQuery(kind, id)}
      title={fallbackTitle}
      breadcrumbs={parentCrumbs}
      loadingLabel={t('loading')}
      skeleton={TicketSkeleton}
      notFound={{ title: t('notFound.title'), message: t('notFound.message') }}
      errorTitle={t('errors.loadTitle')}
      describeError={(error) => errorMessage(error, t('errors.loadFailed'))}
      back={{ label: t('actions.backToList'), to: TICKET_KINDS[kind].listPath }}
    >
      {(ticket) => <TicketView kind={kind} ticket={ticket} parentCrumbs={parentCrumbs} />}
    </DetailPage>
  );
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
  // Reporters (who may not read buildings) follow their request, not its internal work record.
  const showWork = ticket.can_edit || ability.can('read', 'buildings');
  const hidden: TicketTab[] = [
    ...(showWork ? [] : ['work' as const]),
    ...(ability.can('read', 'forms') ? [] : ['forms' as const]),
  ];
  const panels: Record<TicketTab, React.ReactNode> = {
    overview: <OverviewTab kind={kind} ticket={ticket} />,
    timeline: <TimelineTab kind={kind} ticket={ticket} />,
    work: <WorkTab kind={kind} ticket={ticket} />,
    forms: <TicketFormsPanel ticketId={ticket.id} canWork={ticket.can_edit} />,
    files: <FilesTab kind={kind} ticket={ticket} />,
  };

  return (
    <>
      <PageHeader
        title={t('header.title', {
          number: ltrText(ticket.number),
          title: isolatedText(ticket.title),
        })}
        breadcrumbs={[...parentCrumbs, { label: ticket.number }]}
      />
      <TicketSummary kind={kind} ticket={ticket} />
      <DetailTabs
        id="ticket"
        label={t('tabs.label')}
        tabs={TICKET_TABS}
        hidden={hidden}
        tabLabel={(tab) => t(`tabs.${tab}`)}
      >
        {(tab) => panels[tab]}
      </DetailTabs>
    </>
  );
}
