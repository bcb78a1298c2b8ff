/** Each kind of ticket: its API path, permission subject and pages. */
import type { TTicketKind } from '@mainstay/contracts';
import type { Subject } from '@mainstay/permissions';
import { paths } from '@/config/paths.ts';

export interface TicketKindConfig {
  kind: TTicketKind;
  /** API path under /v1, e.g. /v1/reactive-tickets */
  api: string;
  subject: Subject;
  listPath: string;
  detailPath: (id: string) => string;
}

export const TICKET_KINDS: Record<TTicketKind, TicketKindConfig> = {
  reactive: {
    kind: 'reactive',
    api: '/v1/reactive-tickets',
    subject: 'reactive task',
    listPath: paths.reactiveTickets.list,
    detailPath: (id) => paths.reactiveTickets.detail(id),
  },
  general: {
    kind: 'general',
    api: '/v1/general-tickets',
    subject: 'general tickets',
    listPath: paths.generalTickets.list,
    detailPath: (id) => paths.generalTickets.detail(id),
  },
};
