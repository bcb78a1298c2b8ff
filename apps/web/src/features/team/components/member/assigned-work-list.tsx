/** The member's tickets: number (a link to the ticket), title, status and due date. */
import Typography from '@mui/material/Typography';
import type { TAssignedWorkItem, TTicketStatus } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { WorkItemList } from '@/components/detail';
import { paths } from '@/config/paths.ts';
import { TicketStatusChip } from '@/features/tickets';

function linkOf(item: TAssignedWorkItem): string | null {
  if (item.kind === 'reactive') return paths.reactiveTickets.detail(item.id);
  if (item.kind === 'general') return paths.generalTickets.detail(item.id);
  return null;
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
