/** Ticket settings: categories, SLA policies, working calendar, reopen window. OWNER: my-jobs helper. */
import type { TTicketKind } from '@mainstay/contracts';

export interface TicketSettingsDialogProps {
  open: boolean;
  onClose: () => void;
  /** The list it was opened from: its categories show first. */
  kind: TTicketKind;
}

export function TicketSettingsDialog({ open }: TicketSettingsDialogProps) {
  return open ? null : null;
}
