/** The invoice history: date, amount in the reader's locale, status and the provider's link. */
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TInvoice } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/feedback/index.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';

const STATUS_COLOUR = {
  paid: 'success',
  open: 'info',
  failed: 'error',
  void: 'default',
} as const;

export interface InvoiceTableProps {
  invoices: TInvoice[];
}

export function InvoiceTable({ invoices }: InvoiceTableProps) {
  const { t, i18n } = useTranslation('organisation');
  if (invoices.length === 0) {
    return (
      <EmptyState
        title={t('billing.invoices.emptyTitle')}
        description={t('billing.invoices.empty')}
      />
    );
  }
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('billing.invoices.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('billing.invoices.date')}</TableCell>
            <TableCell align="right">{t('billing.invoices.amount')}</TableCell>
            <TableCell>{t('billing.invoices.status')}</TableCell>
            <TableCell>{t('billing.invoices.document')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice, index) => (
            <TableRow key={invoice.id ?? `${invoice.date}-${index}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(invoice.date, i18n.language)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(invoice.amount, invoice.currency, i18n.language)}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={STATUS_COLOUR[invoice.status]}
                  label={t(`billing.invoiceStatus.${invoice.status}`)}
                />
              </TableCell>
              <TableCell>
                {invoice.url ? (
                  <Link href={invoice.url} target="_blank" rel="noopener noreferrer">
                    {t('billing.invoices.view')}
                  </Link>
                ) : (
                  t('billing.invoices.noDocument')
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
