/**
 * /reactive-tickets/tickets and /general-tickets/generals: one list for both kinds, with search,
 * filters, saved views, column chooser, bulk assign and status, export and "New ticket". The
 * whole view lives in the URL, so a filtered list can be shared as a link; a click anywhere on
 * a row opens the ticket, like its number.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TICKET_KINDS as TICKET_KIND_TABLE, type TTicketKind } from '@mainstay/contracts';
import { ListPage, useListParams } from '@/components/data-table';
import type { BreadcrumbItem } from '@/components/layout';
import { useAbility } from '@/lib/ability.ts';
import { endpointPath } from '@/lib/endpoint-client.ts';
import { useTicketsQuery } from '../api/list-tickets.ts';
import { useTicketOptionsQuery } from '../api/ticket-options.ts';
import { TicketDialog } from '../form/ticket-dialog.tsx';
import { TICKET_KINDS } from '../lib/kinds.ts';
import { TICKET_FILTERS } from '../lib/list-filters.ts';
import { TicketSettingsDialog } from '../settings/ticket-settings-dialog.tsx';
import { categoryNamer } from './category-label.ts';
import { DrillDownChips } from './drill-down-chips.tsx';
import { SavedViewsMenu } from './saved-views-menu.tsx';
import { ticketColumns } from './ticket-columns.tsx';
import { TicketFilters } from './ticket-filters.tsx';
import { TicketsBulkActions } from './tickets-bulk-actions.tsx';

export interface TicketsPageProps {
  kind: TTicketKind;
  title: string;
  breadcrumbs: BreadcrumbItem[];
}

export function TicketsPage({ kind, title, breadcrumbs }: TicketsPageProps) {
  const { t, i18n } = useTranslation('tickets');
  const ability = useAbility();
  const config = TICKET_KINDS[kind];
  const list = useListParams({
    defaults: { sort: 'created_at', order: 'desc' },
    filters: TICKET_FILTERS,
  });
  const query = useTicketsQuery(kind, list.query);
  const options = useTicketOptionsQuery(kind);
  const [dialog, setDialog] = useState<'create' | 'settings' | null>(null);
  const categories = options.data?.categories;
  const columns = useMemo(
    () =>
      ticketColumns({
        t,
        language: i18n.language,
        kind: config,
        categoryName: categoryNamer(t, categories ?? []),
      }),
    [t, i18n.language, config, categories],
  );
  const canWrite = ability.can('write', config.subject);

  return (
    <ListPage
      title={title}
      breadcrumbs={breadcrumbs}
      list={list}
      query={query}
      text={(key) =>
        key === 'tableLabel'
          ? title
          : t(
              key === 'emptyTitle' || key === 'emptyDescription'
                ? `list.${key}.${kind}`
                : `list.${key}`,
            )
      }
      settings={canWrite && { label: t('actions.settings'), onClick: () => setDialog('settings') }}
      exportPath={endpointPath(config.api.export)}
      add={
        ability.can('add', config.subject) && {
          label: t(`actions.create.${kind}`),
          onClick: () => setDialog('create'),
        }
      }
      filters={<TicketFilters kind={kind} list={list} />}
      filterChips={<DrillDownChips list={list} />}
      toolbarActions={<SavedViewsMenu page={TICKET_KIND_TABLE[kind].apiPath} />}
      columns={columns}
      card={
        kind === 'ppm'
          ? {
              title: ['number', 'title'],
              subtitle: ['building', 'due_at', 'schedule'],
              chips: ['status', 'priority', 'compliance'],
            }
          : {
              title: ['number', 'title'],
              subtitle: ['building'],
              chips: ['status', 'priority', 'sla'],
            }
      }
      rowLabel={(row) => `${row.number} ${row.title}`}
      rowName={(row) => row.number}
      selectable={canWrite}
      bulkActions={(selection) => <TicketsBulkActions kind={kind} {...selection} />}
      columnsStorageKey={`mainstay.columns.tickets.${kind}`}
      rowLinks
    >
      <TicketDialog kind={kind} open={dialog === 'create'} onClose={() => setDialog(null)} />
      <TicketSettingsDialog
        kind={kind}
        open={dialog === 'settings'}
        onClose={() => setDialog(null)}
      />
    </ListPage>
  );
}
