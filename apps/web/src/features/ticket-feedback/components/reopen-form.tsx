/** The reopen form: what is still wrong (required), within the organisation's reopen window. */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TPublicTicket } from '@mainstay/contracts';
import { useReopenTicketMutation } from '../api/public-ticket.ts';
import { answerErrorMessage } from './answer-error.ts';
import { formatDate } from './ticket-summary.tsx';

export interface ReopenFormProps {
  ticket: TPublicTicket;
  token: string;
  onLinkError: (error: unknown) => boolean;
}

function ReopenClosed({ ticket }: { ticket: TPublicTicket }) {
  const { t, i18n } = useTranslation('ticketFeedback');
  return (
    <Alert severity="info">
      <Typography sx={{ fontWeight: 600 }}>{t('reopen.closed')}</Typography>
      {ticket.reopen_until && (
        <Typography variant="body2">
          {t('reopen.closedUntil', { date: formatDate(ticket.reopen_until, i18n.language) })}
        </Typography>
      )}
    </Alert>
  );
}

export function ReopenForm({ ticket, token, onLinkError }: ReopenFormProps) {
  const { t, i18n } = useTranslation('ticketFeedback');
  const reopen = useReopenTicketMutation(token);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (reopen.isSuccess) {
    return (
      <Alert severity="success" role="status">
        {t('reopen.done')}
      </Alert>
    );
  }
  if (!ticket.can_reopen) return <ReopenClosed ticket={ticket} />;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setReasonError(t('reopen.reasonRequired'));
    setReasonError(null);
    setProblem(null);
    try {
      await reopen.mutateAsync({ token, reason: reason.trim() });
    } catch (error) {
      if (!onLinkError(error)) setProblem(answerErrorMessage(t, error, t('reopen.closed')));
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Typography sx={{ mb: 1 }}>{t('reopen.intro')}</Typography>
      {ticket.reopen_until && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('reopen.until', { date: formatDate(ticket.reopen_until, i18n.language) })}
        </Typography>
      )}
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <TextField
        label={t('reopen.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        error={Boolean(reasonError)}
        helperText={reasonError ?? ' '}
        fullWidth
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
        sx={{ mb: 2 }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={reopen.isPending}>
        {t('reopen.submit')}
      </Button>
    </form>
  );
}
