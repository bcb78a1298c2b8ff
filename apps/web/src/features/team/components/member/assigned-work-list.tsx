/** The member's tickets: number (a link to the ticket), title, status and due date. */
import Typography from '@mui/material/Typography';
import {
  TICKET_KIND_VALUES,
  TICKET_KINDS,
  type TAssignedWorkItem,
  type TTicketKind,
  type TTicketStatus,
} from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { WorkItemList } from '@/components/detail';
import { TicketStatusChip } from '@/features/tickets';

function linkOf(item: TAssignedWorkItem): string | null {
  const kind = TICKET_KIND_VALUES.find((value): value is TTicketKind => value === item.kind);
  return kind ? `${TICKET_KINDS[kind].webBase}/${item.id}` : null;
}

export function AssignedWorkList({ items }: { items: TAssignedWorkItem[] }) {
  const { t, i18n } = useTranslation('team');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <WorkItemList
      inset
      items={items.map((item) => ({
        id: item.id,
        reference: item.reference,
        to: linkOf(item),
        title: item.title,
        extra: (
          <>
            <TicketStatusChip status={item.status as TTicketStatus} />
            {item.due_at ? (
              <Typography variant="caption" color="text.secondary">
                {t('member.workDue', { date: date.format(new Date(item.due_at)) })}
              </Typography>
            ) : null}
          </>
        ),
      }))}
    />
  );
}
