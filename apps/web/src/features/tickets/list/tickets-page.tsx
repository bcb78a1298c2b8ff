/**
 * /reactive-tickets/tickets and /general-tickets/generals: one list for both kinds, with search,
 * filters, saved views, column chooser, bulk assign and status, export and "New ticket". The
 * whole view lives in the URL, so a filtered list can be shared as a link.
 */
import { useMemo, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TTicketKind } from '@mainstay/contracts';
import {
  bindList,
  DataTable,
  ExportButton,
  ListToolbar,
  useListParams,
} from '@/components/data-table';
import { EmptyState } from '@/components/feedback';
import { PageHeader, type BreadcrumbItem } from '@/components/layout';
import { useAbility } from '@/lib/ability.ts';
import { endpointPath } from '@/lib/endpoint-client.ts';
import { useTicketsQuery } from '../api/list-tickets.ts';
import { useTicketOptionsQuery } from '../api/ticket-options.ts';
import { TicketDialog } from '../form/ticket-dialog.tsx';
import { TICKET_KINDS } from '../lib/kinds.ts';
import { TicketSettingsDialog } from '../settings/ticket-settings-dialog.tsx';
import { categoryNamer } from './category-label.ts';
import { SavedViewsMenu } from './saved-views-menu.tsx';
import { ROW_LINK_ATTRIBUTE, ticketColumns } from './ticket-columns.tsx';
import { TICKET_FILTERS, TicketFilters } from './ticket-filters.tsx';
import { TicketsBulkActions } from './tickets-bulk-actions.tsx';

export interface TicketsPageProps {
  kind: TTicketKind;
  title: string;
  breadcrumbs: BreadcrumbItem[];
}

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="checkbox"]';

export function TicketsPage({ kind, title, breadcrumbs }: TicketsPageProps) {
  const { t, i18n } = useTranslation('tickets');
  const ability = useAbility();
  const navigate = useNavigate();
  const config = TICKET_KINDS[kind];
  const list = useListParams({
    defaults: { sort: 'created_at', order: 'desc' },
    filters: TICKET_FILTERS,
  });
  const query = useTicketsQuery(kind, list.query);
  const options = useTicketOptionsQuery(kind);
  const [selected, setSelected] = useState<string[]>([]);
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
  const numbers = new Map((query.data?.data ?? []).map((row) => [row.id, row.number]));
  const filtered =
    Boolean(list.params.search) || TICKET_FILTERS.some((name) => list.params.filters[name]);
  const canAdd = ability.can('add', config.subject);
  const canWrite = ability.can('write', config.subject);
  const newLabel = t(`actions.create.${kind}`);

  // A click anywhere on a row (not on one of its controls) opens the ticket, like its number.
  function handleRowClick(event: MouseEvent<HTMLElement>) {
    const target = event.target as HTMLElement;
    if (target.closest(INTERACTIVE)) return;
    const link = target.closest('tr')?.querySelector<HTMLAnchorElement>(`[${ROW_LINK_ATTRIBUTE}]`);
    const href = link?.getAttribute('href');
    if (href) void navigate(href);
  }

  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={breadcrumbs}
        actions={
          <>
            {canWrite && (
              <Button
                variant="outlined"
                color="secondary"
                startIcon={<SettingsOutlined />}
                onClick={() => setDialog('settings')}
              >
                {t('actions.settings')}
              </Button>
            )}
            <ExportButton path={endpointPath(config.api.export)} query={list.query} />
            {canAdd && (
              <Button variant="contained" startIcon={<Add />} onClick={() => setDialog('create')}>
                {newLabel}
              </Button>
            )}
          </>
        }
      />
      <ListToolbar
        search={list.params.search ?? ''}
        onSearchChange={list.setSearch}
        searchLabel={t('list.searchLabel')}
        filters={<TicketFilters kind={kind} list={list} />}
        actions={
          <SavedViewsMenu page={kind === 'reactive' ? 'reactive-tickets' : 'general-tickets'} />
        }
      />
      {canWrite && (
        <TicketsBulkActions
          kind={kind}
          selected={selected}
          nameOf={(id) => numbers.get(id) ?? id}
          onDone={setSelected}
        />
      )}
      <Box
        onClick={handleRowClick}
        sx={{ minWidth: 0, '& tbody tr:has(a[data-row-link])': { cursor: 'pointer' } }}
      >
        <DataTable
          label={title}
          columns={columns}
          {...bindList(list, query)}
          getRowId={(row) => row.id}
          getRowLabel={(row) => `${row.number} ${row.title}`}
          selectable={canWrite}
          selected={selected}
          onSelectedChange={setSelected}
          columnsStorageKey={`mainstay.columns.tickets.${kind}`}
          empty={
            filtered ? (
              <EmptyState
                title={t('list.noMatchTitle')}
                description={t('list.noMatchDescription')}
                action={<Button onClick={list.reset}>{t('actions.clearFilters')}</Button>}
              />
            ) : (
              <EmptyState
                title={t(`list.emptyTitle.${kind}`)}
                description={t(`list.emptyDescription.${kind}`)}
                action={
                  canAdd ? (
                    <Button variant="contained" onClick={() => setDialog('create')}>
                      {newLabel}
                    </Button>
                  ) : undefined
                }
              />
            )
          }
        />
      </Box>
      <TicketDialog kind={kind} open={dialog === 'create'} onClose={() => setDialog(null)} />
      <TicketSettingsDialog
        kind={kind}
        open={dialog === 'settings'}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
