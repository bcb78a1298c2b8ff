/** Parts used on the job with their totals; adding and removing them for those who may edit. */
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TTicketDetail, TTicketKind } from '@mainstay/contracts';
import { visuallyHidden } from '@/components/feedback';
import { useDeletePartMutation } from '../api/ticket-work.ts';
import { AddPartForm } from './add-part-form.tsx';
import { DeleteButton } from './delete-button.tsx';
import { useTicketFormat } from './format.ts';
import { DetailCard } from '@/components/layout';

export function PartsCard({ kind, ticket }: { kind: TTicketKind; ticket: TTicketDetail }) {
  const { t, i18n } = useTranslation('ticketDetail');
  const format = useTicketFormat();
  const remove = useDeletePartMutation(kind, ticket.id);
  const currency = ticket.costs.currency;
  const quantity = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 });

  return (
    <DetailCard title={t('work.parts')}>
      {ticket.parts.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('work.noParts')}
        </Typography>
      ) : (
        <TableContainer sx={{ mb: 2, overflowX: 'auto' }}>
          <Table size="small" aria-label={t('work.partsTable')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('work.partDescription')}</TableCell>
                <TableCell align="right">{t('work.quantity')}</TableCell>
                <TableCell align="right">{t('work.unitCost')}</TableCell>
                <TableCell align="right">{t('work.total')}</TableCell>
                {ticket.can_edit ? (
                  <TableCell>
                    <span style={visuallyHidden}>{t('work.rowActions')}</span>
                  </TableCell>
                ) : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {ticket.parts.map((part) => (
                <TableRow key={part.id}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{part.description}</TableCell>
                  <TableCell align="right">{quantity.format(part.quantity)}</TableCell>
                  <TableCell align="right">{format.money(part.unit_cost, currency)}</TableCell>
                  <TableCell align="right">{format.money(part.total, currency)}</TableCell>
                  {ticket.can_edit ? (
                    <TableCell padding="checkbox">
                      <DeleteButton
                        label={t('work.deletePart', { description: part.description })}
                        title={t('work.deletePartTitle')}
                        message={t('work.deletePartMessage', { description: part.description })}
                        done={t('notify.partDeleted')}
                        onDelete={() => remove.mutateAsync(part.id)}
                      />
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={3}>{t('work.partsTotal')}</TableCell>
                <TableCell align="right">{format.money(ticket.costs.parts, currency)}</TableCell>
                {ticket.can_edit ? <TableCell /> : null}
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
      )}
      {ticket.can_edit ? (
        <Box>
          <AddPartForm kind={kind} ticketId={ticket.id} />
        </Box>
      ) : null}
    </DetailCard>
  );
}
