/** The rating form: stars (required) and an optional comment; then the thanks, once. */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TPublicTicket } from '@mainstay/contracts';
import { useSendFeedbackMutation } from '../api/public-ticket.ts';
import { answerErrorMessage } from './answer-error.ts';
import { RatingInput } from './rating-input.tsx';

export interface FeedbackFormProps {
  ticket: TPublicTicket;
  token: string;
  /** Called when the link turns out to be spent while answering. */
  onLinkError: (error: unknown) => boolean;
}

function GivenFeedback({ feedback }: { feedback: NonNullable<TPublicTicket['feedback']> }) {
  const { t } = useTranslation('ticketFeedback');
  return (
    <Alert severity="success" role="status">
      <Typography sx={{ fontWeight: 600 }}>{t('feedback.thanks')}</Typography>
      <Typography variant="body2">{t('feedback.given', { count: feedback.rating })}</Typography>
      {feedback.comment && (
        <Typography variant="body2">
          {t('feedback.givenComment', { comment: feedback.comment })}
        </Typography>
      )}
    </Alert>
  );
}

export function FeedbackForm({ ticket, token, onLinkError }: FeedbackFormProps) {
  const { t } = useTranslation('ticketFeedback');
  const send = useSendFeedbackMutation(token);
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [ratingError, setRatingError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (ticket.feedback) return <GivenFeedback feedback={ticket.feedback} />;
  if (!ticket.can_give_feedback) return <Alert severity="info">{t('feedback.closed')}</Alert>;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (rating === null) return setRatingError(t('feedback.ratingRequired'));
    setRatingError(null);
    setProblem(null);
    try {
      await send.mutateAsync({ token, rating, comment: comment.trim() });
    } catch (error) {
      if (!onLinkError(error)) setProblem(answerErrorMessage(t, error, t('errors.alreadyRated')));
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Typography sx={{ mb: 2 }}>{t('feedback.intro')}</Typography>
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <RatingInput
        value={rating}
        onChange={(value) => {
          setRating(value);
          if (value !== null) setRatingError(null);
        }}
        error={ratingError}
        disabled={send.isPending}
      />
      <TextField
        label={t('feedback.comment')}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        helperText={t('feedback.commentHint')}
        fullWidth
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
        sx={{ mb: 2 }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={send.isPending}>
        {t('feedback.submit')}
      </Button>
    </form>
  );
}
