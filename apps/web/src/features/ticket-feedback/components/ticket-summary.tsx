/**
 * The ticket as the reporter sees it: the organisation (logo, name, its colour as the accent),
 * the ticket's number and title, where, when it was completed and what was done.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TPublicTicket } from '@mainstay/contracts';

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The organisation's colour when it is a plain hex colour, else the theme's primary. */
export function brandColour(ticket: TPublicTicket | undefined): string {
  const colour = ticket?.organisation.primary_color ?? '';
  return HEX_COLOUR.test(colour) ? colour : 'primary.main';
}

export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
}

export function OrganisationHeader({ ticket }: { ticket: TPublicTicket }) {
  const { organisation } = ticket;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
      {organisation.logo_url && (
        <Box
          component="img"
          src={organisation.logo_url}
          alt=""
          sx={{ height: 40, maxWidth: 120, objectFit: 'contain' }}
        />
      )}
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {organisation.name}
      </Typography>
    </Box>
  );
}

export function TicketSummary({ ticket }: { ticket: TPublicTicket }) {
  const { t, i18n } = useTranslation('ticketFeedback');
  return (
    <Box
      component="section"
      aria-label={`${ticket.number} ${ticket.title}`}
      sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2, mb: 3 }}
    >
      <Typography variant="caption" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
        {ticket.number}
      </Typography>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {ticket.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('ticket.building', { name: ticket.building })}
        {ticket.completed_at &&
          ` · ${t('ticket.completedOn', { date: formatDate(ticket.completed_at, i18n.language) })}`}
      </Typography>
      {ticket.completion_notes && (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {t('ticket.notes')}:{' '}
          </Box>
          {ticket.completion_notes}
        </Typography>
      )}
    </Box>
  );
}
