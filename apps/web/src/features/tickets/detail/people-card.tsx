/** Who is involved: the reporter (with ways to reach them), assignees, team, contractor, watchers. */
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import type { TTicketDetail } from '@mainstay/contracts';
import { DetailCard, Facts } from '@/components/layout';

const names = (people: { name: string }[]) => people.map((person) => person.name).join(', ');

export function PeopleCard({ ticket }: { ticket: TTicketDetail }) {
  const { t } = useTranslation('ticketDetail');
  const { reporter } = ticket;
  return (
    <DetailCard title={t('overview.people')}>
      <Facts
        hideEmpty
        items={[
          { label: t('overview.reporter'), value: reporter.name },
          {
            label: t('overview.reporterEmail'),
            value: reporter.email ? (
              <Link href={`mailto:${reporter.email}`}>{reporter.email}</Link>
            ) : null,
          },
          {
            label: t('overview.reporterPhone'),
            value: reporter.phone ? (
              <Link href={`tel:${reporter.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                {reporter.phone}
              </Link>
            ) : null,
          },
          {
            label: t('overview.assignees'),
            value: ticket.assignees.length ? names(ticket.assignees) : t('overview.unassigned'),
          },
          { label: t('overview.team'), value: ticket.team?.name },
          { label: t('overview.contractor'), value: ticket.contractor?.name },
          { label: t('overview.watchers'), value: names(ticket.watchers) },
        ]}
      />
    </DetailCard>
  );
}
