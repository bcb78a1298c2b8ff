/**
 * A list page in one shape: the header (settings, import, export and add, in that order), the
 * search box with the list's filters, the bulk actions of the selected rows, and the table with
 * its loading, error, "no match" and "nothing yet" states. Paging, sorting, search and filters
 * live in the URL (`useListParams`); dialogs the page opens go in `children`. On a phone the
 * rows become the cards the list describes (`card`) and the filters fold into a sheet.
 */
import { useState, type MouseEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/feedback';
import { PageHeader, type BreadcrumbItem } from '@/components/layout';
import { bindList, type ListQueryResult } from './bind-list.ts';
import { ROW_LINK_ATTRIBUTE } from './columns.tsx';
import type { BulkSelection } from './bulk-runner.ts';
import { DataTable } from './data-table.tsx';
import { ExportButton } from './export-button.tsx';
import { bindSearch, ListToolbar } from './list-toolbar.tsx';
import type { DataCardLayout, DataColumn } from './types.ts';
import type { ListParamsApi } from './use-list-params.ts';

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="checkbox"]';

/** A header button; `false` (not allowed) leaves it out. */
export type ListPageAction = { label: string; onClick: () => void } | false;

/** The page's own words, by what they are for. */
export type ListPageText =
  | 'searchLabel'
  | 'tableLabel'
  | 'emptyTitle'
  | 'emptyDescription'
  | 'noMatchTitle'
  | 'noMatchDescription';

export interface ListPageProps<T extends { id: string }> {
  title: string;
  breadcrumbs: BreadcrumbItem[];
  list: ListParamsApi;
  query: ListQueryResult<T>;
  text: (key: ListPageText) => string;
  settings?: ListPageAction;
  importer?: ListPageAction;
  /** The export endpoint's path; the list's filters go with it. */
  exportPath?: string;
  /** "Add …", also offered by the empty state. */
  add?: ListPageAction;
  /** What the "nothing yet" state offers instead of `add` (a library to start from). */
  emptyAction?: ReactNode;
  filters?: ReactNode;
  /** Filters set without a control (e.g. by a dashboard's link), shown under the toolbar. */
  filterChips?: ReactNode;
  toolbarActions?: ReactNode;
  columns: DataColumn<T>[];
  /** Which columns make the row's card on a phone (title, subtitle, chips). */
  card: DataCardLayout;
  /** The row's name for its check box ("Select North Wharf"). */
  rowLabel: (row: T) => string;
  /** The row's name in a bulk outcome; defaults to `rowLabel`. */
  rowName?: (row: T) => string;
  /** Rows have check boxes, and the selected ones get `bulkActions`. */
  selectable: boolean;
  bulkActions?: (selection: BulkSelection & { rows: T[] }) => ReactNode;
  columnsStorageKey: string;
  /** A click anywhere on a row (not on one of its controls) follows the row's marked link. */
  rowLinks?: boolean;
  children?: ReactNode;
}

function HeaderButton({ action, icon }: { action: ListPageAction; icon: ReactNode }) {
  if (!action) return null;
  return (
    <Button variant="outlined" color="secondary" startIcon={icon} onClick={action.onClick}>
      {action.label}
    </Button>
  );
}

export function ListPage<T extends { id: string }>(props: ListPageProps<T>) {
  const { list, query, text, add = false } = props;
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string[]>([]);
  const rows = query.data?.data ?? [];
  const rowName = props.rowName ?? props.rowLabel;
  const names = new Map(rows.map((row) => [row.id, rowName(row)]));

  function handleRowClick(event: MouseEvent<HTMLElement>) {
    const target = event.target as HTMLElement;
    if (target.closest(INTERACTIVE)) return;
    const link = target.closest('tr')?.querySelector<HTMLAnchorElement>(`[${ROW_LINK_ATTRIBUTE}]`);
    const href = link?.getAttribute('href');
    if (href) void navigate(href);
  }

  const table = (
    <DataTable
      label={text('tableLabel')}
      columns={props.columns}
      {...bindList(list, query)}
      getRowId={(row) => row.id}
      getRowLabel={props.rowLabel}
      selectable={props.selectable}
      selected={selected}
      onSelectedChange={setSelected}
      columnsStorageKey={props.columnsStorageKey}
      card={props.card}
      empty={
        list.filtered ? (
          <EmptyState
            title={text('noMatchTitle')}
            description={text('noMatchDescription')}
            action={<Button onClick={list.reset}>{t('dataTable.filters.clear')}</Button>}
          />
        ) : (
          <EmptyState
            title={text('emptyTitle')}
            description={text('emptyDescription')}
            action={
              props.emptyAction ??
              (add && (
                <Button variant="contained" onClick={add.onClick}>
                  {add.label}
                </Button>
              ))
            }
          />
        )
      }
    />
  );

  return (
    <>
      <PageHeader
        title={props.title}
        breadcrumbs={props.breadcrumbs}
        actions={
          <>
            <HeaderButton action={props.settings ?? false} icon={<SettingsOutlined />} />
            <HeaderButton action={props.importer ?? false} icon={<FileUploadOutlined />} />
            {props.exportPath && <ExportButton path={props.exportPath} query={list.query} />}
            {add && (
              <Button variant="contained" startIcon={<Add />} onClick={add.onClick}>
                {add.label}
              </Button>
            )}
          </>
        }
      />
      <ListToolbar
        {...bindSearch(list)}
        searchLabel={text('searchLabel')}
        filters={props.filters}
        actions={props.toolbarActions}
      />
      {props.filterChips}
      {props.selectable &&
        props.bulkActions?.({
          selected,
          rows,
          nameOf: (id) => names.get(id) ?? id,
          onDone: setSelected,
        })}
      {props.rowLinks ? (
        <Box
          onClick={handleRowClick}
          sx={{ minWidth: 0, [`& tbody tr:has(a[${ROW_LINK_ATTRIBUTE}])`]: { cursor: 'pointer' } }}
        >
          {table}
        </Box>
      ) : (
        table
      )}
      {props.children}
    </>
  );
}
