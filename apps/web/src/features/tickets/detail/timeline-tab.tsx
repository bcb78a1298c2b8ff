/**
 * The ticket's story in order: every status move, assignment, SLA event, comment, attachment
 * and piece of work, oldest first, with the comment box underneath for those who may write:
 * people who may change the ticket, and its reporter (whose comments are public).
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useTranslation } from 'react-i18next';
import type { TTicketDetail, TTicketKind } from '@mainstay/contracts';
import { EmptyState, ErrorState, LoadingState } from '@/components/feedback';
import { errorMessage } from '@/lib/form-errors.ts';
import { useSession } from '@/lib/session.ts';
import { useTicketActivityQuery } from '../api/ticket-activity.ts';
import { CommentBox } from './comment-box.tsx';
import { TimelineEntry } from './timeline-entry.tsx';
import { useNow } from './use-now.ts';

const RELATIVE_REFRESH_MS = 60_000;

export function TimelineTab({ kind, ticket }: { kind: TTicketKind; ticket: TTicketDetail }) {
  const { t } = useTranslation('ticketDetail');
  const { user } = useSession();
  const query = useTicketActivityQuery(kind, ticket.id);
  const now = useNow(RELATIVE_REFRESH_MS);
  const isReporter = Boolean(user?.id && ticket.reporter.user?.id === String(user.id));
  const mayComment = ticket.can_edit || isReporter;

  let list: React.ReactNode;
  if (query.isPending) list = <LoadingState label={t('timeline.loading')} />;
  else if (query.isError) {
    list = (
      <ErrorState
        message={errorMessage(query.error, t('errors.timelineFailed'))}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data.data.length === 0) {
    list = <EmptyState title={t('timeline.empty')} />;
  } else {
    const entries = [...query.data.data].sort((a, b) => a.created_at.localeCompare(b.created_at));
    list = (
      <Box
        component="ol"
        aria-label={t('timeline.label')}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
      >
        {entries.map((entry) => (
          <TimelineEntry key={entry.id} entry={entry} now={now} />
        ))}
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 900 }}>
      <Card variant="outlined" component="section" aria-label={t('timeline.label')}>
        <CardContent>{list}</CardContent>
      </Card>
      {mayComment ? (
        <Card variant="outlined">
          <CardContent>
            <CommentBox kind={kind} ticketId={ticket.id} mayWriteInternal={ticket.can_edit} />
          </CardContent>
        </Card>
      ) : null}
    </Box>
  );
}
