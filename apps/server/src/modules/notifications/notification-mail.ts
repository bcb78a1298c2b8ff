/**
 * The e-mail side of notifications. `notify` has no dependencies parameter (it is called deep
 * inside ticket services), so the notifications module registers the app's mail sender here once
 * at start-up.
 *
 * A notification is usually written inside the transaction of the change it reports. Sending the
 * e-mail stores an outbox row through the app's own database handle; awaiting that inside the
 * transaction would deadlock the embedded database (one connection), so within a transaction the
 * send is started without waiting and tracked: on the embedded database it runs once the
 * transaction ends, on PostgreSQL alongside it. The message carries everything it needs, so it
 * does not depend on the transaction's rows. `settleNotificationMail()` waits for the sends in
 * flight (the module calls it on close; tests call it before reading the outbox).
 */
import type { FastifyBaseLogger } from 'fastify';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { TNotificationType } from '@mainstay/contracts';
import type { Executor } from '../../db/client.ts';
import type { MailTemplate, SendMailInput } from '../../plugins/mail.ts';

export interface NotificationMailer {
  /** Public address of the web app, for links to tickets. */
  appUrl: string;
  send(input: SendMailInput): Promise<void>;
  log: FastifyBaseLogger;
}

/** The template of each notification type's e-mail. */
export const NOTIFICATION_TEMPLATES: Record<TNotificationType, MailTemplate> = {
  ticket_assigned: 'ticket-assigned',
  ticket_mentioned: 'ticket-mentioned',
  ticket_comment: 'ticket-comment',
  ticket_reopened: 'ticket-reopened',
  ticket_feedback: 'ticket-feedback',
  sla_at_risk: 'sla-at-risk',
  sla_breached: 'sla-breached',
  sla_escalated: 'sla-escalated',
};

let mailer: NotificationMailer | null = null;
const inFlight = new Set<Promise<void>>();

export function setNotificationMailer(next: NotificationMailer): void {
  mailer = next;
}

/** Forgets the mailer, if it is still this one (another app may have registered since). */
export function clearNotificationMailer(previous: NotificationMailer): void {
  if (mailer === previous) mailer = null;
}

export function notificationMailer(): NotificationMailer | null {
  return mailer;
}

/** Resolves once every e-mail started so far is stored (and delivered or queued). */
export async function settleNotificationMail(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

/** Logs a failed e-mail; it must never fail the change it reports. */
export function reportMailError(error: unknown, template: string): void {
  mailer?.log.error({ err: error, template }, 'Notification e-mail failed');
}

/**
 * Runs `task` now, or, inside a transaction, starts it without waiting and tracks it (see the
 * file comment). The task must handle its own errors.
 */
export async function runBesideTransaction(
  executor: Executor,
  task: () => Promise<void>,
): Promise<void> {
  if (!(executor instanceof PgTransaction)) return task();
  const running: Promise<void> = task().finally(() => inFlight.delete(running));
  inFlight.add(running);
}

/** Sends the messages now, or right after the caller's transaction. */
export async function dispatchMail(executor: Executor, messages: SendMailInput[]): Promise<void> {
  const current = mailer;
  if (!current || messages.length === 0) return;
  await runBesideTransaction(executor, async () => {
    for (const message of messages) {
      await current.send(message).catch((error: unknown) => {
        reportMailError(error, message.template);
      });
    }
  });
}
