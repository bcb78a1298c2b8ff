/**
 * The ticket at a glance: what is wrong (description, reasons, completion notes), where and what
 * (building, location, asset as links), who (reporter, assignees, team, contractor, watchers),
 * when (due, created, started, completed), and how it ended (signatures, feedback).
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TTicketDetail, TTicketKind } from '@mainstay/contracts';
import { paths } from '@/config/paths.ts';
import { categoryLabel } from '../list/category-label.ts';
import { useTicketFormat } from './format.ts';
import { OutcomeCards } from './outcome-cards.tsx';
import { PeopleCard } from './people-card.tsx';
import { useSlaFacts } from './sla-facts.ts';
import { DetailColumn, DetailColumns, TextSection } from '@/components/detail';
import { DetailCard, Facts } from '@/components/layout';
import { Isolated } from '@/lib/bidi.tsx';

function DescriptionCard({ ticket }: { ticket: TTicketDetail }) {
  const { t } = useTranslation('ticketDetail');
  return (
    <DetailCard title={t('overview.description')}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography
          variant="body1"
          color={ticket.description ? 'text.primary' : 'text.secondary'}
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {ticket.description || t('overview.noDescription')}
        </Typography>
        <TextSection label={t('overview.holdReason')} text={ticket.hold_reason} />
        <TextSection label={t('overview.cancelReason')} text={ticket.cancel_reason} />
        <TextSection label={t('overview.reopenReason')} text={ticket.reopen_reason} />
        <TextSection label={t('overview.completionNotes')} text={ticket.completion_notes} />
      </Box>
    </DetailCard>
  );
}

function DetailsCard({ kind, ticket }: { kind: TTicketKind; ticket: TTicketDetail }) {
  const { t } = useTranslation('ticketDetail');
  const { t: tTickets } = useTranslation('tickets');
  const format = useTicketFormat();
  const slaFacts = useSlaFacts(ticket.sla);
  const withBy = (at: string | null, by: { name: string } | null) =>
    at && by ? t('overview.atBy', { at: format.dateTime(at), name: by.name }) : format.dateTime(at);
  return (
    <DetailCard title={t('overview.details')}>
      <Facts
        hideEmpty
        items={[
          { label: t('overview.kind'), value: tTickets(`kinds.${kind}`) },
          {
            label: t('overview.building'),
            value: (
              <Link component={RouterLink} to={paths.buildings.detail(ticket.building.id)}>
                {ticket.building.name}
              </Link>
            ),
          },
          {
            label: t('overview.location'),
            value: ticket.location ? (
              <Link component={RouterLink} to={paths.locations.detail(ticket.location.id)}>
                {ticket.location.name}
              </Link>
            ) : null,
          },
          {
            label: t('overview.asset'),
            value: ticket.asset ? (
              <Link component={RouterLink} to={paths.assets.detail(ticket.asset.id)}>
                {`${ticket.asset.code} · ${ticket.asset.name}`}
              </Link>
            ) : null,
          },
          { label: t('overview.category'), value: categoryLabel(tTickets, ticket.category) },
          {
            label: t('overview.tags'),
            value: ticket.tags.length ? (
              <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
                {ticket.tags.map((tag) => (
                  <Chip key={tag} size="small" label={<Isolated>{tag}</Isolated>} />
                ))}
              </Box>
            ) : null,
          },
          { label: t('overview.due'), value: format.dateTime(ticket.due_at) },
          ...slaFacts,
          { label: t('overview.created'), value: withBy(ticket.created_at, ticket.created_by) },
          { label: t('overview.started'), value: format.dateTime(ticket.started_at) },
          {
            label: t('overview.completed'),
            value: withBy(ticket.completed_at, ticket.completed_by),
          },
          { label: t('overview.closed'), value: format.dateTime(ticket.closed_at) },
          {
            label: t('overview.visits'),
            value: ticket.visit_count > 0 ? String(ticket.visit_count) : null,
          },
          {
            label: t('overview.reopens'),
            value: ticket.reopen_count > 0 ? String(ticket.reopen_count) : null,
          },
        ]}
      />
    </DetailCard>
  );
}

export function OverviewTab({ kind, ticket }: { kind: TTicketKind; ticket: TTicketDetail }) {
  return (
    <DetailColumns widths={[3, 2]}>
      <DetailColumn>
        <DescriptionCard ticket={ticket} />
        <OutcomeCards ticket={ticket} />
      </DetailColumn>
      <DetailColumn>
        <DetailsCard kind={kind} ticket={ticket} />
        <PeopleCard ticket={ticket} />
      </DetailColumn>
    </DetailColumns>
  );
}
