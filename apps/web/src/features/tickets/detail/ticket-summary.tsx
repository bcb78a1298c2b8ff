/**
 * Under the title: the ticket's status, priority and live SLA chips, then the actions (a big
 * next-step button on phones). The edit form opens from here when the caller may edit.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { TTicketDetail, TTicketKind } from '@mainstay/contracts';
import { visuallyHidden } from '@/components/feedback';
import { PriorityChip, TicketStatusChip } from '../components/chips.tsx';
import { TicketDialog } from '../form/ticket-dialog.tsx';
import { LiveSlaChip } from './live-sla-chip.tsx';
import { TicketActions } from './ticket-actions.tsx';

export function TicketSummary({ kind, ticket }: { kind: TTicketKind; ticket: TTicketDetail }) {
  const { t } = useTranslation('ticketDetail');
  const [editing, setEditing] = useState(false);
  return (
    <Box
      component="section"
      aria-label={t('header.summary')}
      sx={{ display: 'grid', gap: 2, mb: 2, minWidth: 0 }}
    >
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
      >
        <li>
          <span style={visuallyHidden}>{t('header.status')}</span>
          <TicketStatusChip status={ticket.status} />
        </li>
        <li>
          <span style={visuallyHidden}>{t('header.priority')}</span>
          <PriorityChip priority={ticket.priority} />
        </li>
        {ticket.sla.state !== 'none' ? (
          <li>
            <span style={visuallyHidden}>{t('header.sla')}</span>
            <LiveSlaChip sla={ticket.sla} />
          </li>
        ) : null}
      </Box>
      <TicketActions
        kind={kind}
        ticket={ticket}
        onEdit={ticket.can_edit ? () => setEditing(true) : undefined}
      />
      {editing ? (
        <TicketDialog open kind={kind} ticket={ticket} onClose={() => setEditing(false)} />
      ) : null}
    </Box>
  );
}
