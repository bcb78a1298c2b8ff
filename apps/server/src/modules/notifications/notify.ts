/**
 * Tells people about something that happened to a ticket: an in-app notification per user and,
 * when `email` is set, an e-mail in the user's language. Never notifies the actor themselves,
 * and only active users of the ticket's organisation (ids from elsewhere are dropped).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notifications, tickets, users } from '../../db/schema/index.ts';
import type { SendMailInput } from '../../plugins/mail.ts';
import { KIND_PATH, type TicketNotice } from '../tickets/index.ts';
import { dispatchMail, notificationMailer, NOTIFICATION_TEMPLATES } from './notification-mail.ts';
import { forOrganisation } from '../../lib/tenancy.ts';

/** The notice tickets (and the SLA check) send; tickets declares its shape. */
export type NotifyInput = TicketNotice;

export interface Notifier {
  notify(executor: Executor, input: NotifyInput): Promise<void>;
}

interface Recipient {
  id: string;
  name: string;
  email: string;
  language: string;
}

export async function notify(executor: Executor, input: NotifyInput): Promise<void> {
  const wanted = [...new Set(input.userIds)].filter((id) => id !== input.actorUserId);
  if (wanted.length === 0) return;
  const recipients: Recipient[] = await executor
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(
      forOrganisation(executor, input.organisationId).where(
        users,
        and(inArray(users.id, wanted), eq(users.status, 'active')),
      ),
    );
  if (recipients.length === 0) return;
  await executor.insert(notifications).values(
    recipients.map((recipient) => ({
      organisationId: input.organisationId,
      userId: recipient.id,
      type: input.type,
      ticketId: input.ticketId,
      data: input.data,
    })),
  );
  if (input.email) await dispatchMail(executor, await mailsOf(executor, input, recipients));
}

/** One e-mail per recipient, with the ticket's number, title and link filled in. */
async function mailsOf(
  executor: Executor,
  input: NotifyInput,
  recipients: Recipient[],
): Promise<SendMailInput[]> {
  const mailer = notificationMailer();
  if (!mailer) return [];
  const [ticket] = input.ticketId
    ? await executor
        .select({ kind: tickets.kind, number: tickets.number, title: tickets.title })
        .from(tickets)
        .where(
          forOrganisation(executor, input.organisationId).where(
            tickets,
            eq(tickets.id, input.ticketId),
          ),
        )
    : [];
  const [actor] = input.actorUserId
    ? await executor.select({ name: users.name }).from(users).where(eq(users.id, input.actorUserId))
    : [];
  const shared: Record<string, string> = {
    number: ticket?.number ?? '',
    title: ticket?.title ?? '',
    link:
      ticket && input.ticketId
        ? `${mailer.appUrl}/${KIND_PATH[ticket.kind]}/${input.ticketId}`
        : mailer.appUrl,
    reason: '',
    rating: '',
    comment: '',
    ...input.data,
    // Someone acting through a link has no user: callers then give the name in `data.actor`.
    actor: input.data.actor || actor?.name || 'Mainstay',
  };
  return recipients.map((recipient) => ({
    to: recipient.email,
    template: NOTIFICATION_TEMPLATES[input.type],
    language: recipient.language,
    organisationId: input.organisationId,
    data: { ...shared, name: recipient.name },
  }));
}
