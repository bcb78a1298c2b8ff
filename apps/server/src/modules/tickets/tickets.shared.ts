/**
 * What every part of the tickets module shares: its dependencies, the permission subject of each
 * kind, and ticket numbers. Every kind is served by the same routes under their own prefix.
 */
import { TICKET_KINDS, TICKET_NUMBER_PREFIX, type TTicketKind } from '@mainstay/contracts';
import type { Subject } from '@mainstay/permissions';
import type { SendMailInput } from '../../plugins/mail.ts';
import type { Database } from '../../db/client.ts';
import type { FilesService } from '../files/index.ts';
import type { TicketHooks } from './ticket-hooks.ts';

export interface TicketsDeps {
  db: Database;
  files: FilesService;
  /** Public address of the web app, for links in e-mails. */
  appUrl: string;
  /** Sends (queues) an e-mail; see plugins/mail.ts. */
  sendMail: (input: SendMailInput) => Promise<void>;
  /** What the SLA, notifications and feedback modules do when a ticket changes. */
  hooks: TicketHooks;
}

/** The permission subject of each kind (spec section 2), from the contracts' kind table. */
export const KIND_SUBJECT: Record<TTicketKind, Subject> = {
  reactive: TICKET_KINDS.reactive.subject,
  general: TICKET_KINDS.general.subject,
  ppm: TICKET_KINDS.ppm.subject,
};

/** The URL segment of each kind, in the API and in the web app. */
export const KIND_PATH: Record<TTicketKind, string> = {
  reactive: TICKET_KINDS.reactive.apiPath,
  general: TICKET_KINDS.general.apiPath,
  ppm: TICKET_KINDS.ppm.apiPath,
};

/** 123 -> RT-000123 */
export function ticketNumber(kind: TTicketKind, seq: number): string {
  return `${TICKET_NUMBER_PREFIX[kind]}-${String(seq).padStart(6, '0')}`;
}
