/**
 * How the job ended: the technician's and customer's signatures (shown on white "paper" in both
 * themes, as they print), first-call resolution, and the reporter's rating and comment.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import TaskAlt from '@mui/icons-material/TaskAlt';
import { useTranslation } from 'react-i18next';
import type { TTicketDetail } from '@mainstay/contracts';
import { useTicketFormat } from './format.ts';
import { DetailCard } from '@/components/layout';

function SignatureImage({ url, caption, alt }: { url: string; caption: string; alt: string }) {
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      <Box sx={{ bgcolor: '#ffffff', border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
        <Box
          component="img"
          src={url}
          alt={alt}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 120, mx: 'auto' }}
        />
      </Box>
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {caption}
      </Typography>
    </Box>
  );
}

export function OutcomeCards({ ticket }: { ticket: TTicketDetail }) {
  const { t } = useTranslation('ticketDetail');
  const format = useTicketFormat();
  const signed = ticket.technician_signature || ticket.customer_signature;
  return (
    <>
      {signed || ticket.first_call_resolution !== null ? (
        <DetailCard
          title={t('overview.completion')}
          action={
            ticket.first_call_resolution ? (
              <Chip
                color="success"
                size="small"
                icon={<TaskAlt />}
                label={t('overview.firstCallResolution')}
              />
            ) : null
          }
        >
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
            }}
          >
            {ticket.technician_signature ? (
              <SignatureImage
                url={ticket.technician_signature.url}
                alt={t('overview.technicianSignatureAlt', {
                  name: ticket.completed_by?.name ?? '',
                })}
                caption={t('overview.technicianSignature', {
                  name: ticket.completed_by?.name ?? '—',
                })}
              />
            ) : null}
            {ticket.customer_signature ? (
              <SignatureImage
                url={ticket.customer_signature.url}
                alt={t('overview.customerSignatureAlt', {
                  name: ticket.customer_signature_name ?? '',
                })}
                caption={t('overview.customerSignature', {
                  name: ticket.customer_signature_name ?? '—',
                })}
              />
            ) : null}
          </Box>
        </DetailCard>
      ) : null}
      {ticket.feedback ? (
        <DetailCard title={t('overview.feedback')}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Rating value={ticket.feedback.rating} max={5} readOnly aria-hidden />
            <Typography variant="body2">
              {t('overview.rating', { rating: ticket.feedback.rating })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {format.dateTime(ticket.feedback.at)}
            </Typography>
          </Box>
          {ticket.feedback.comment ? (
            <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
              {ticket.feedback.comment}
            </Typography>
          ) : null}
        </DetailCard>
      ) : null}
    </>
  );
}
