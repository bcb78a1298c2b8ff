/**
 * The public feedback and reopen pages of a completed ticket, opened from the completion
 * e-mail without signing in. The token of the link names the ticket; the page shows it with
 * the organisation's branding, then the rating or reopen form, and links to the other page.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPublicTicket, TTicketKind } from '@mainstay/contracts';
import { ErrorState, LoadingState } from '@/components/feedback';
import { paths } from '@/config/paths.ts';
import { usePublicTicketQuery } from './api/public-ticket.ts';
import { linkProblem, type LinkProblem } from './components/answer-error.ts';
import { FeedbackForm } from './components/feedback-form.tsx';
import { ReopenForm } from './components/reopen-form.tsx';
import { brandColour, OrganisationHeader, TicketSummary } from './components/ticket-summary.tsx';
import { useFeedbackToken } from './feedback-token.ts';

export interface TicketFeedbackPageProps {
  kind: TTicketKind;
  mode: 'feedback' | 'reopen';
  title: string;
}

function LinkProblemMessage({ problem }: { problem: 'invalid' | 'expired' }) {
  const { t } = useTranslation('ticketFeedback');
  return <ErrorState title={t(`errors.${problem}`)} message={t(`errors.${problem}Hint`)} />;
}

/** "Still not fixed? Reopen it" on the feedback page, "Rate it" on the reopen page. */
function OtherPageLink({
  kind,
  mode,
  ticket,
  token,
}: Omit<TicketFeedbackPageProps, 'title'> & { ticket: TPublicTicket; token: string }) {
  const { t } = useTranslation('ticketFeedback');
  const other = mode === 'feedback' ? 'reopen' : 'feedback';
  const offered = other === 'reopen' ? ticket.can_reopen : ticket.can_give_feedback;
  if (!offered) return null;
  return (
    <Typography sx={{ mt: 3, textAlign: 'center' }}>
      <Link
        component={RouterLink}
        to={`${paths.feedback[kind][other]}?t=${encodeURIComponent(token)}`}
      >
        {t(mode === 'feedback' ? 'feedback.toReopen' : 'reopen.toFeedback')}
      </Link>
    </Typography>
  );
}

export function TicketFeedbackPage({ kind, mode, title }: TicketFeedbackPageProps) {
  const { t } = useTranslation('ticketFeedback');
  const token = useFeedbackToken();
  const query = usePublicTicketQuery(token);
  // A link found spent while answering replaces the page, as it would on load.
  const [spent, setSpent] = useState<LinkProblem>(null);

  const handleLinkError = (error: unknown) => {
    const problem = linkProblem(error);
    if (problem) setSpent(problem);
    return problem !== null;
  };

  // The route's title is the page's one h1 (as in the document title); under it the visitor
  // reads a plain question.
  const question = t(mode === 'feedback' ? 'feedback.heading' : 'reopen.heading');
  const problem: LinkProblem = !token ? 'invalid' : (spent ?? linkProblem(query.error));

  let body;
  if (problem) body = <LinkProblemMessage problem={problem} />;
  else if (query.isPending) body = <LoadingState label={t('loading')} />;
  else if (query.isError) {
    body = <ErrorState message={t('errors.loadFailed')} onRetry={() => void query.refetch()} />;
  } else {
    const ticket = query.data;
    body = (
      <>
        <TicketSummary ticket={ticket} />
        {mode === 'feedback' ? (
          <FeedbackForm ticket={ticket} token={token ?? ''} onLinkError={handleLinkError} />
        ) : (
          <ReopenForm ticket={ticket} token={token ?? ''} onLinkError={handleLinkError} />
        )}
        <OtherPageLink kind={kind} mode={mode} ticket={ticket} token={token ?? ''} />
      </>
    );
  }

  return (
    <Box sx={{ width: '100%', maxWidth: 560, px: 2, pt: 8, pb: 4 }}>
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 2, sm: 4 },
          borderTop: 6,
          borderTopColor: brandColour(query.data),
        }}
      >
        {query.data && !problem && <OrganisationHeader ticket={query.data} />}
        <Typography variant="h5" component="h1" sx={{ mb: title ? 0.5 : 2 }}>
          {title || question}
        </Typography>
        {title && !problem && (
          <Typography variant="subtitle1" component="p" color="text.secondary" sx={{ mb: 2 }}>
            {question}
          </Typography>
        )}
        {body}
      </Paper>
    </Box>
  );
}
