/** Each kind of ticket: its API operations, permission subject and pages. */
import {
  TICKET_KINDS as KIND_TABLE,
  ticketKindEndpoints,
  type TicketKindEndpoints,
  type TTicketKind,
} from '@mainstay/contracts';
import type { Subject } from '@mainstay/permissions';
import { paths } from '@/config/paths.ts';

export interface TicketKindConfig {
  kind: TTicketKind;
  /** The kind's operations in the endpoint table (its own prefix and subject). */
  api: TicketKindEndpoints;
  subject: Subject;
  listPath: string;
  detailPath: (id: string) => string;
}

/**
 * The notification journey of one ticket's work: a newer message about it (started, paused,
 * completed) replaces the older one, on My Jobs and on the detail page alike.
 */
export const ticketJourney = (id: string): string => `ticket:${id}`;

export const TICKET_KINDS: Record<TTicketKind, TicketKindConfig> = {
  reactive: {
    kind: 'reactive',
    api: ticketKindEndpoints.reactive,
    subject: KIND_TABLE.reactive.subject,
    listPath: paths.reactiveTickets.list,
    detailPath: (id) => paths.reactiveTickets.detail(id),
  },
  general: {
    kind: 'general',
    api: ticketKindEndpoints.general,
    subject: KIND_TABLE.general.subject,
    listPath: paths.generalTickets.list,
    detailPath: (id) => paths.generalTickets.detail(id),
  },
  ppm: {
    kind: 'ppm',
    api: ticketKindEndpoints.ppm,
    subject: KIND_TABLE.ppm.subject,
    listPath: paths.ppmTasks.list,
    detailPath: (id) => paths.ppmTasks.detail(id),
  },
};
