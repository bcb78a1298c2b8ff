/**
 * The purchase orders or invoices of one asset or one ticket: number, supplier, date, status
 * and total, with an add button opening the dialog preset to that asset or ticket and each
 * number opening the document to edit.
 */
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/data-table';
import { EmptyState } from '@/components/feedback';
import { useAbility } from '@/lib/ability.ts';
import { useDocumentsQuery, type DocumentSummary } from '../api/list-documents.ts';
import { useDateFormat, useMoneyFormat } from '../lib/format.ts';
import { KINDS, type ProcurementKind } from '../lib/kinds.ts';
import { DocumentDialog } from './document-dialog.tsx';
import { StatusChip } from './status-chip.tsx';

type Sort = 'number' | 'issue_date' | 'due_date' | 'total' | 'status';

/** What the documents belong to: listed by `ticket_id` when a ticket is given, else `asset_id`. */
export interface DocumentLink {
  assetId?: string | undefined;
  ticketId?: string | undefined;
}

/** The table's name and empty state, for screens that word them their own way. */
export interface LinkedDocumentsLabels {
  table: string;
  empty: string;
  emptyDescription: string;
}

export interface LinkedDocumentsTabProps {
  kind: ProcurementKind;
  link: DocumentLink;
  labels?: LinkedDocumentsLabels | undefined;
}

export function LinkedDocumentsTab({ kind, link, labels }: LinkedDocumentsTabProps) {
  const { t } = useTranslation('procurement');
  const ability = useAbility();
  const money = useMoneyFormat();
  const date = useDateFormat();
  const words = KINDS[kind].words;
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const [sort, setSort] = useState<{ column: Sort; order: 'asc' | 'desc' } | null>(null);
  const [dialog, setDialog] = useState<{ documentId?: string } | null>(null);
  const query = useDocumentsQuery(kind, {
    ...(link.ticketId ? { ticket_id: link.ticketId } : { asset_id: link.assetId }),
    page,
    per_page: perPage,
    ...(sort ? { sort: sort.column, order: sort.order } : {}),
  });

  const columns: DataColumn<DocumentSummary>[] = [
    {
      id: 'number',
      label: t('columns.number'),
      sortable: true,
      hideable: false,
      render: (row) => (
        <Link
          component="button"
          type="button"
          onClick={() => setDialog({ documentId: row.id })}
          aria-label={t(`${words}.open`, { number: row.number })}
          sx={{ fontWeight: 600 }}
        >
          {row.number}
        </Link>
      ),
    },
    { id: 'supplier', label: t('columns.supplier'), render: (row) => row.supplier.name },
    {
      id: 'issue_date',
      label: t('columns.issueDate'),
      sortable: true,
      render: (row) => date(row.issue_date),
    },
    {
      id: 'due_date',
      label: t('columns.dueDate'),
      sortable: true,
      hiddenByDefault: true,
      render: (row) => date(row.due_date),
    },
    {
      id: 'status',
      label: t('columns.status'),
      sortable: true,
      render: (row) => (
        <StatusChip
          status={row.status}
          {...(kind === 'purchase_order' ? { received: 'done' as const } : {})}
        />
      ),
    },
    {
      id: 'total',
      label: t('columns.total'),
      sortable: true,
      align: 'right',
      render: (row) => money(row.total, row.currency),
    },
  ];

  const addButton = ability.can('add', 'assets') ? (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({})}>
      {t(`${words}.add`)}
    </Button>
  ) : null;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {addButton ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>{addButton}</Box>
      ) : null}
      <DataTable<DocumentSummary>
        label={labels?.table ?? t(`${words}.tableLabel`)}
        columns={columns}
        rows={query.data?.data}
        total={query.data?.total ?? 0}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        page={page}
        perPage={perPage}
        onPageChange={setPage}
        onPerPageChange={(size) => {
          setPerPage(size);
          setPage(1);
        }}
        {...(sort ? { sort: sort.column, order: sort.order } : {})}
        onSortChange={(column) => {
          setSort((current) =>
            current?.column === column
              ? { column, order: current.order === 'asc' ? 'desc' : 'asc' }
              : { column: column as Sort, order: 'asc' },
          );
          setPage(1);
        }}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.number}
        columnsStorageKey={`procurement.${kind}.${link.ticketId ? 'ticket' : 'asset'}Columns`}
        empty={
          <EmptyState
            title={labels?.empty ?? t(`${words}.empty`)}
            description={labels?.emptyDescription ?? t(`${words}.emptyDescription`)}
          />
        }
      />
      {dialog ? (
        <DocumentDialog
          kind={kind}
          open
          onClose={() => setDialog(null)}
          assetId={link.assetId}
          ticketId={link.ticketId}
          documentId={dialog.documentId}
        />
      ) : null}
    </Box>
  );
}
