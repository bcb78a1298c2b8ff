/**
 * Under an answer: who gave it and when (the server's record), or that it is not sent yet, and
 * the ticket its failure opened, as a link, once the server has answered.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFormAnswer } from '@mainstay/contracts';
import { isolatedText, ltrText } from '@/lib/bidi.tsx';
import { formatDateTime } from '../lib/format.ts';
import { ticketPath } from '../lib/ticket-path.ts';

export function AnswerMeta({ answer, local }: { answer: TFormAnswer | undefined; local: boolean }) {
  const { t, i18n } = useTranslation('forms');
  if (local) {
    return (
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {t('meta.unsent')}
      </Typography>
    );
  }
  if (!answer) return null;
  const at = formatDateTime(answer.answered_at, i18n.language);
  return (
    <Box sx={{ mt: 0.5 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {answer.answered_by
          ? t('meta.answeredBy', { name: isolatedText(answer.answered_by.name), at })
          : t('meta.answered', { at })}
      </Typography>
      {answer.ticket ? (
        <Typography
          variant="body2"
          sx={{ display: 'flex', gap: 0.5, alignItems: 'center', mt: 0.5 }}
        >
          <ConfirmationNumberOutlined fontSize="small" aria-hidden color="action" />
          <Link component={RouterLink} to={ticketPath(answer.ticket)}>
            {t('meta.ticket', {
              number: ltrText(answer.ticket.number),
              title: isolatedText(answer.ticket.title),
            })}
          </Link>
        </Typography>
      ) : null}
    </Box>
  );
}
