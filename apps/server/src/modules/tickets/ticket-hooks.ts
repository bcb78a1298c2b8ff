/**
 * What the tickets module asks of the modules that react to tickets. Tickets is the core: SLA,
 * notifications, reporter feedback and forms are built on it and import it, so it cannot import
 * them back. app.ts hands their functions in through `TicketsDeps.hooks` when it registers the
 * modules, and tickets calls them at the same points, in the same transaction and with the same
 * queries as a direct call would make. The types here are the contract those modules implement.
 */
import type { TNotificationType, TTicketKind, TTicketPriority } from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import type { Executor } from '../../db/client.ts';
import type { Ticket } from '../../db/schema/index.ts';
import type { PdfSheet } from '../../lib/pdf/index.ts';
import type { TicketsDeps } from './tickets.shared.ts';

/** What decides a ticket's SLA policy. */
export interface SlaSubject {
  kind: TTicketKind;
  priority: TTicketPriority;
  categoryId: string | null;
  buildingId: string;
}

/** The SLA columns of a ticket that deadlines set. */
export type SlaColumnsUpdate = Partial<
  Pick<
    Ticket,
    | 'slaPolicyId'
    | 'responseDueAt'
    | 'resolutionDueAt'
    | 'resolutionRiskAt'
    | 'slaPausedAt'
    | 'resolutionRemainingSeconds'
  >
>;

/** Something people should hear about: an in-app notice each, and an e-mail when `email`. */
export interface TicketNotice {
  organisationId: string;
  userIds: readonly string[];
  type: TNotificationType;
  ticketId: string | null;
  /** Values the message needs, e.g. { number, title, actor, reason }. */
  data: Record<string, string>;
  /** The user who caused it (not notified). */
  actorUserId?: string | null;
  /** Also send an e-mail. */
  email?: boolean;
}

/** The ticket whose job sheet is being drawn, and how it is worded. */
export interface JobSheetSubject {
  organisationId: string;
  ticketId: string;
  language: LanguageCode;
  /** The organisation's time zone and currency, as the sheet prints them. */
  timeZone: string;
  currency: string;
}

/** A part of a job sheet another module draws, after the ticket's own content. */
export interface JobSheetPart {
  draw(sheet: PdfSheet): Promise<void>;
}

export interface TicketHooks {
  /** SLA module: deadlines of a ticket created, re-prioritised or reopened at `start`. */
  computeDeadlines(
    executor: Executor,
    organisationId: string,
    subject: SlaSubject,
    start: Date,
  ): Promise<SlaColumnsUpdate>;
  /** SLA module: columns to set when the ticket goes on hold at `at` (the clock stops). */
  pauseDeadlines(
    executor: Executor,
    organisationId: string,
    ticket: Ticket,
    at: Date,
  ): Promise<SlaColumnsUpdate>;
  /** SLA module: columns to set when the ticket leaves hold at `at`. */
  resumeDeadlines(
    executor: Executor,
    organisationId: string,
    ticket: Ticket,
    at: Date,
  ): Promise<SlaColumnsUpdate>;
  /**
   * SLA module: seconds of the organisation's working calendar from the ticket's creation to
   * `until`, less its time on hold (its resolution and response times).
   */
  measureBusinessSeconds(
    executor: Executor,
    organisationId: string,
    ticket: Pick<Ticket, 'id' | 'createdAt'>,
    until: Date,
  ): Promise<number>;
  /** Notifications module: tells people about a change. */
  notify(executor: Executor, notice: TicketNotice): Promise<void>;
  /**
   * PPM module: refuses a completion the ticket is not ready for (a PPM task's checklist still
   * in progress, the signature its schedule asks for missing) by throwing the AppError to
   * answer with. Called before anything of the completion is written.
   */
  checkCompletion?(
    executor: Executor,
    ticket: Ticket,
    completion: { technicianSignature: boolean },
  ): Promise<void>;
  /** Ticket-feedback module: the ticket was just completed (the reporter gets their links). */
  ticketCompleted(executor: Executor, deps: TicketsDeps, ticket: Ticket): Promise<void>;
  /**
   * Forms module: the forms filled on the ticket, each read and ready to draw on its job sheet
   * (their images loaded). Without it, or with none, the sheet is the ticket's alone.
   */
  jobSheetForms?(executor: Executor, subject: JobSheetSubject): Promise<JobSheetPart[]>;
}
