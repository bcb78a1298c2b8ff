/** Contractors as a table: company (opens the detail panel), trades, contact, rate, documents. */
import type { TContractor } from '@mainstay/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { useFormatDate, useFormatMoney } from '../format.ts';
import { visuallyHidden } from '@/components/feedback';
import { DocumentStatusChip } from './document-status-chip.tsx';

export interface ContractorsTableProps {
  rows: TContractor[];
  canWrite: boolean;
  canDelete: boolean;
  onOpen: (contractor: TContractor) => void;
  onEdit: (contractor: TContractor) => void;
  onDelete: (contractor: TContractor) => void;
}

export function ContractorsTable({
  rows,
  canWrite,
  canDelete,
  onOpen,
  onEdit,
  onDelete,
}: ContractorsTableProps) {
  const { t } = useTranslation('team');
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('contractors.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('contractors.columns.company')}</TableCell>
            <TableCell>{t('contractors.columns.trades')}</TableCell>
            <TableCell>{t('contractors.columns.contact')}</TableCell>
            <TableCell align="right">{t('contractors.columns.rate')}</TableCell>
            <TableCell>{t('contractors.columns.documents')}</TableCell>
            {canWrite || canDelete ? (
              <TableCell align="right">
                <Box component="span" style={visuallyHidden}>
                  {t('actions.label')}
                </Box>
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((contractor) => {
            const contact = contractor.contacts[0];
            return (
              <TableRow key={contractor.id} hover>
                <TableCell sx={{ minWidth: 180 }}>
                  <Link
                    component="button"
                    type="button"
                    onClick={() => onOpen(contractor)}
                    sx={{ textAlign: 'start' }}
                  >
                    {contractor.company_name}
                  </Link>
                  {contractor.status === 'inactive' ? (
                    <Typography variant="body2" color="text.secondary">
                      {t('contractors.statuses.inactive')}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell sx={{ minWidth: 140 }}>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    {contractor.trades.map((trade) => (
                      <Chip key={trade} size="small" variant="outlined" label={trade} />
                    ))}
                  </Box>
                </TableCell>
                <TableCell sx={{ minWidth: 160 }}>
                  {contact ? (
                    <>
                      <Typography variant="body2">{contact.name}</Typography>
                      {contractor.contacts.length > 1 ? (
                        <Typography variant="body2" color="text.secondary">
                          {t('contractors.moreContacts', { count: contractor.contacts.length - 1 })}
                        </Typography>
                      ) : null}
                    </>
                  ) : (
                    (contractor.email ?? contractor.phone ?? '')
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {contractor.hourly_rate === null
                    ? '—'
                    : t('contractors.perHour', {
                        rate: formatMoney(contractor.hourly_rate, contractor.currency),
                      })}
                </TableCell>
                <TableCell sx={{ minWidth: 150 }}>
                  <DocumentStatusChip status={contractor.documents} />
                  {contractor.documents.next_expiry ? (
                    <Typography variant="body2" color="text.secondary">
                      {t('documents.nextExpiry', {
                        date: formatDate(contractor.documents.next_expiry),
                      })}
                    </Typography>
                  ) : null}
                </TableCell>
                {canWrite || canDelete ? (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {canWrite ? (
                      <Tooltip title={t('contractors.edit', { name: contractor.company_name })}>
                        <IconButton
                          aria-label={t('contractors.edit', { name: contractor.company_name })}
                          onClick={() => onEdit(contractor)}
                        >
                          <EditOutlined />
                        </IconButton>
                      </Tooltip>
                    ) : null}
                    {canDelete ? (
                      <Tooltip title={t('contractors.delete', { name: contractor.company_name })}>
                        <IconButton
                          color="error"
                          aria-label={t('contractors.delete', { name: contractor.company_name })}
                          onClick={() => onDelete(contractor)}
                        >
                          <DeleteOutlined />
                        </IconButton>
                      </Tooltip>
                    ) : null}
                  </TableCell>
                ) : null}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
