/**
 * The one table of ticket kinds. All kinds are one table on the server, served by the same
 * handlers under their own API prefix with their own permission subject; the web app shows each
 * under its own pages. Everything that differs by kind is read from here.
 */
import type { Subject } from '@mainstay/permissions';
import { TICKET_NUMBER_PREFIX, type TTicketKind } from './fields.ts';

export interface TicketKindInfo {
  readonly kind: TTicketKind;
  /** Path segment under /v1 in the API (and the first segment of the kind's web pages). */
  readonly apiPath: string;
  /** The permission subject every route of the kind declares. */
  readonly subject: Subject;
  /** The number prefix (RT-000123). */
  readonly numberPrefix: string;
  /** The web app's pages of the kind: the list, and the base of a ticket's page. */
  readonly webList: string;
  readonly webBase: string;
}

export const TICKET_KINDS = {
  reactive: {
    kind: 'reactive',
    apiPath: 'reactive-tickets',
    subject: 'reactive task',
    numberPrefix: TICKET_NUMBER_PREFIX.reactive,
    webList: '/reactive-tickets/tickets',
    webBase: '/reactive-tickets',
  },
  general: {
    kind: 'general',
    apiPath: 'general-tickets',
    subject: 'general tickets',
    numberPrefix: TICKET_NUMBER_PREFIX.general,
    webList: '/general-tickets/generals',
    webBase: '/general-tickets',
  },
  ppm: {
    kind: 'ppm',
    apiPath: 'ppm-tasks',
    subject: 'ppm tasks',
    numberPrefix: TICKET_NUMBER_PREFIX.ppm,
    webList: '/ppm-tasks/tasks',
    webBase: '/ppm-tasks',
  },
} as const satisfies Record<TTicketKind, TicketKindInfo>;

/** The permission subjects of every kind, for routes that serve any (saved views, SLA). */
export const TICKET_KIND_SUBJECTS = [
  TICKET_KINDS.reactive.subject,
  TICKET_KINDS.general.subject,
  TICKET_KINDS.ppm.subject,
] as const;
