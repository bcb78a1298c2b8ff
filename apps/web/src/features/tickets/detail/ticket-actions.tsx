/**
 * What the caller may do with the ticket now: the status moves the server allows (start, hold,
 * complete, close, reopen, cancel), edit, watch, and the job sheet once the work is done. Moves
 * that need more (a reason, a signature) open their dialog; the others go straight through.
 */
import { useState } from 'react';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import Replay from '@mui/icons-material/Replay';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';
import type { TTicketDetail, TTicketKind, TTicketStatus } from '@mainstay/contracts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useJourneyStep, useNotify } from '@/lib/notifications.tsx';
import { useChangeStatusMutation } from '../api/change-status.ts';
import { downloadJobSheet } from '../api/job-sheet.ts';
import { useWatchTicketMutation } from '../api/ticket-watch.ts';
import { ticketJourney } from '../lib/kinds.ts';
import { ActionsBar, type ActionItem } from './actions-bar.tsx';
import { CompletionDialog } from './completion-dialog.tsx';
import { ReasonDialog, type ReasonStatus } from './reason-dialog.tsx';
import { mainAction, statusActions, type StatusAction } from './status-actions.ts';

const STATUS_ICONS: Partial<Record<TTicketStatus, React.ReactNode>> = {
  in_progress: <PlayCircleOutlined />,
  on_hold: <PauseCircleOutlined />,
  completed: <CheckCircleOutlined />,
  closed: <LockOutlined />,
  reopened: <Replay />,
  cancelled: <CancelOutlined />,
  missed: <EventBusyOutlined />,
};

type OpenDialog = { type: 'reason'; status: ReasonStatus } | { type: 'completion' } | null;

export interface TicketActionsProps {
  kind: TTicketKind;
  ticket: TTicketDetail;
  /** Opens the edit form; absent when the caller may not edit. */
  onEdit?: (() => void) | undefined;
}

export function TicketActions({ kind, ticket, onEdit }: TicketActionsProps) {
  const { t, i18n } = useTranslation('ticketDetail');
  const notify = useNotify();
  const change = useChangeStatusMutation(kind, ticket.id);
  const journey = { journey: ticketJourney(ticket.id) };
  // A refused move's error closes once the ticket has moved on.
  useJourneyStep(journey.journey, ticket.status);
  const watch = useWatchTicketMutation(kind, ticket.id);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [downloading, setDownloading] = useState(false);

  async function moveDirectly(status: TTicketStatus) {
    try {
      await change.mutateAsync({ status });
      notify.success(t(`notify.${status}`), journey);
    } catch (error) {
      notify.error(errorMessage(error, t('errors.statusFailed')), journey);
    }
  }

  async function toggleWatch() {
    try {
      await watch.mutateAsync(!ticket.watching);
      notify.success(t(ticket.watching ? 'notify.unwatched' : 'notify.watched'));
    } catch (error) {
      notify.error(errorMessage(error, t('errors.watchFailed')));
    }
  }

  async function jobSheet() {
    setDownloading(true);
    try {
      await downloadJobSheet(kind, ticket.id, ticket.number, i18n.language);
    } catch (error) {
      notify.error(errorMessage(error, t('errors.jobSheetFailed')));
    } finally {
      setDownloading(false);
    }
  }

  const toItem = (action: StatusAction): ActionItem => ({
    key: action.status,
    label: t(action.label),
    icon: STATUS_ICONS[action.status],
    destructive: action.destructive,
    busy:
      action.flow === 'direct' && change.isPending && change.variables?.status === action.status,
    onClick: () => {
      if (action.flow === 'completion') setDialog({ type: 'completion' });
      else if (action.flow === 'reason') {
        setDialog({ type: 'reason', status: action.status as ReasonStatus });
      } else void moveDirectly(action.status);
    },
  });

  const actions = statusActions(ticket.status, ticket.allowed_transitions);
  const main = mainAction(actions);
  const others: ActionItem[] = actions.filter((action) => action !== main).map(toItem);
  if (onEdit) {
    others.push({ key: 'edit', label: t('actions.edit'), icon: <EditOutlined />, onClick: onEdit });
  }
  others.push({
    key: 'watch',
    label: t(ticket.watching ? 'actions.unwatch' : 'actions.watch'),
    icon: ticket.watching ? <VisibilityOff /> : <Visibility />,
    busy: watch.isPending,
    onClick: () => void toggleWatch(),
  });
  if (ticket.status === 'completed' || ticket.status === 'closed') {
    others.push({
      key: 'job-sheet',
      label: t('actions.jobSheet'),
      icon: <PictureAsPdfOutlined />,
      busy: downloading,
      onClick: () => void jobSheet(),
    });
  }

  return (
    <>
      <ActionsBar main={main ? toItem(main) : null} others={others} />
      {dialog?.type === 'reason' ? (
        <ReasonDialog
          kind={kind}
          ticketId={ticket.id}
          status={dialog.status}
          open
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.type === 'completion' ? (
        <CompletionDialog kind={kind} ticketId={ticket.id} open onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
