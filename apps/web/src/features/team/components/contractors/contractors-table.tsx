/** Contractors as a table: company (opens the detail panel), trades, contact, rate, documents. */
import type { TContractor } from '@mainstay/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { RowAction, SimpleTable } from '@/components/data-table';
import { useFormatDate, useFormatMoney } from '../format.ts';
import { DocumentStatusChip } from './document-status-chip.tsx';
import { Isolated, Ltr } from '@/lib/bidi.tsx';

export interface ContractorsTableProps {
  rows: TContractor[];
  canWrite: boolean;
  canDelete: boolean;
  onOpen: (contractor: TContractor) => void;
  onEdit: (contractor: TContractor) => void;
  onDelete: (contractor: TContractor) => void;
}

function Secondary({ children }: { children: string }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

export function ContractorsTable(props: ContractorsTableProps) {
  const { canWrite, canDelete } = props;
  const { t } = useTranslation('team');
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  const column = (id: string) => t(`contractors.columns.${id}`);
  return (
    <SimpleTable
      label={t('contractors.tableLabel')}
      rows={props.rows}
      getRowId={(contractor) => contractor.id}
      columns={[
        {
          id: 'company',
          label: column('company'),
          cellSx: { minWidth: 180 },
          render: (contractor) => (
            <>
              <Link
                component="button"
                type="button"
                onClick={() => props.onOpen(contractor)}
                sx={{ textAlign: 'start' }}
              >
                {contractor.company_name}
              </Link>
              {contractor.status === 'inactive' && (
                <Secondary>{t('contractors.statuses.inactive')}</Secondary>
              )}
            </>
          ),
        },
        {
          id: 'trades',
          label: column('trades'),
          cellSx: { minWidth: 140 },
          render: (contractor) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {contractor.trades.map((trade) => (
                <Chip
                  key={trade}
                  size="small"
                  variant="outlined"
                  label={<Isolated>{trade}</Isolated>}
                />
              ))}
            </Box>
          ),
        },
        {
          id: 'contact',
          label: column('contact'),
          cellSx: { minWidth: 160 },
          render: (contractor) => {
            const [contact, ...others] = contractor.contacts;
            const reach = contractor.email ?? contractor.phone;
            if (!contact) return reach ? <Ltr>{reach}</Ltr> : '';
            return (
              <>
                <Typography variant="body2">{contact.name}</Typography>
                {others.length > 0 && (
                  <Secondary>{t('contractors.moreContacts', { count: others.length })}</Secondary>
                )}
              </>
            );
          },
        },
        {
          id: 'rate',
          label: column('rate'),
          align: 'right',
          cellSx: { whiteSpace: 'nowrap' },
          render: (contractor) =>
            contractor.hourly_rate === null
              ? '—'
              : t('contractors.perHour', {
                  rate: formatMoney(contractor.hourly_rate, contractor.currency),
                }),
        },
        {
          id: 'documents',
          label: column('documents'),
          cellSx: { minWidth: 150 },
          render: ({ documents }) => (
            <>
              <DocumentStatusChip status={documents} />
              {documents.next_expiry && (
                <Secondary>
                  {t('documents.nextExpiry', { date: formatDate(documents.next_expiry) })}
                </Secondary>
              )}
            </>
          ),
        },
      ]}
      actions={
        (canWrite || canDelete) && {
          label: t('actions.label'),
          render: (contractor) => {
            const name = contractor.company_name;
            return (
              <>
                {canWrite && (
                  <RowAction
                    label={t('contractors.edit', { name })}
                    icon={<EditOutlined />}
                    onClick={() => props.onEdit(contractor)}
                  />
                )}
                {canDelete && (
                  <RowAction
                    label={t('contractors.delete', { name })}
                    icon={<DeleteOutlined />}
                    color="error"
                    onClick={() => props.onDelete(contractor)}
                  />
                )}
              </>
            );
          },
        }
      }
    />
  );
}
