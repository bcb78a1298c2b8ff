/**
 * Time on the job: each log's person, start, duration (a live counter while running) and cost,
 * the caller's timer, adding time by duration, and removing a log.
 */
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TTicketDetail, TTicketKind, TTicketTimeLog } from '@mainstay/contracts';
import { RecordTableCard } from '@/components/detail';
import { useSession } from '@/lib/session.ts';
import { useDeleteTimeLogMutation } from '../api/ticket-work.ts';
import { AddTimeForm } from './add-time-form.tsx';
import { useDeleteColumn } from './delete-button.tsx';
import { useTicketFormat } from './format.ts';
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
  const deleteColumn = useDeleteColumn<TTicketTimeLog>(
    ticket,
    'time',
    (log) => ({ name: log.user.name }),
    (id) => remove.mutateAsync(id),
  );

  return (
    <RecordTableCard<TTicketTimeLog>
      title={t('work.time')}
      titleAction={
        ticket.can_edit ? <TimerControl kind={kind} ticketId={ticket.id} running={running} /> : null
      }
      label={t('work.timeTable')}
      empty={t('work.noTime')}
      rows={ticket.time_logs}
      columns={[
        {
          label: t('work.person'),
          cell: (log) => (
            <>
              {log.user.name}
              {log.note ? (
                <Typography variant="caption" color="text.secondary" component="div">
                  {log.note}
                </Typography>
              ) : null}
            </>
          ),
        },
        { label: t('work.started'), cell: (log) => format.dateTime(log.started_at) },
        {
          label: t('work.duration'),
          cell: (log) =>
            log.duration_minutes === null
              ? t('work.running')
              : format.minutes(log.duration_minutes),
        },
        { label: t('work.cost'), numeric: true, cell: (log) => format.money(log.cost, currency) },
      ]}
      rowAction={deleteColumn}
      addForm={ticket.can_edit ? <AddTimeForm kind={kind} ticketId={ticket.id} /> : null}
    />
  );
}
