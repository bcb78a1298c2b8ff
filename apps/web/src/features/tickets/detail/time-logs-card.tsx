/**
 * Time on the job: each log's person, start, duration (a live counter while running) and cost,
 * the caller's timer, adding time by duration, and removing a log.
 */
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TTicketDetail, TTicketKind } from '@mainstay/contracts';
import { visuallyHidden } from '@/components/feedback';
import { useSession } from '@/lib/session.ts';
import { useDeleteTimeLogMutation } from '../api/ticket-work.ts';
import { AddTimeForm } from './add-time-form.tsx';
import { DeleteButton } from './delete-button.tsx';
import { useTicketFormat } from './format.ts';
import { DetailCard } from '@/components/layout';
import { TimerControl } from './timer-control.tsx';

export function TimeLogsCard({ kind, ticket }: { kind: TTicketKind; ticket: TTicketDetail }) {
  const { t } = useTranslation('ticketDetail');
  const format = useTicketFormat();
  const { user } = useSession();
  const remove = useDeleteTimeLogMutation(kind, ticket.id);
  const me = user?.id === undefined ? null : String(user.id);
  const running =
    ticket.time_logs.find((log) => log.duration_minutes === null && log.user.id === me) ?? null;
  const currency = ticket.costs.currency;

  return (
    <DetailCard
      title={t('work.time')}
      action={
        ticket.can_edit ? <TimerControl kind={kind} ticketId={ticket.id} running={running} /> : null
      }
    >
      {ticket.time_logs.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('work.noTime')}
        </Typography>
      ) : (
        <TableContainer sx={{ mb: 2, overflowX: 'auto' }}>
          <Table size="small" aria-label={t('work.timeTable')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('work.person')}</TableCell>
                <TableCell>{t('work.started')}</TableCell>
                <TableCell>{t('work.duration')}</TableCell>
                <TableCell align="right">{t('work.cost')}</TableCell>
                {ticket.can_edit ? (
                  <TableCell>
                    <span style={visuallyHidden}>{t('work.rowActions')}</span>
                  </TableCell>
                ) : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {ticket.time_logs.map((log) => (
                <TableRow key={log.id}>
                  <TableCell>
                    {log.user.name}
                    {log.note ? (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {log.note}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>{format.dateTime(log.started_at)}</TableCell>
                  <TableCell>
                    {log.duration_minutes === null
                      ? t('work.running')
                      : format.minutes(log.duration_minutes)}
                  </TableCell>
                  <TableCell align="right">{format.money(log.cost, currency)}</TableCell>
                  {ticket.can_edit ? (
                    <TableCell padding="checkbox">
                      <DeleteButton
                        label={t('work.deleteTime', { name: log.user.name })}
                        title={t('work.deleteTimeTitle')}
                        message={t('work.deleteTimeMessage')}
                        done={t('notify.timeDeleted')}
                        onDelete={() => remove.mutateAsync(log.id)}
                      />
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {ticket.can_edit ? (
        <Box>
          <AddTimeForm kind={kind} ticketId={ticket.id} />
        </Box>
      ) : null}
    </DetailCard>
  );
}
