/**
 * When a ticket is completed: the reporter (user or someone without an account) gets an e-mail
 * with two signed, expiring links, give feedback and reopen. Nobody to write to (no account and
 * no e-mail given) means no e-mail.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users, type Ticket } from '../../db/schema/index.ts';
import { reportMailError, runBesideTransaction } from '../notifications/index.ts';
import { loadTicketSettings } from '../tickets/index.ts';
import { KIND_PATH, type TicketsDeps } from '../tickets/index.ts';
import { feedbackLinkExpiry, feedbackSecret, signFeedbackToken } from './feedback-token.ts';
import { forOrganisation } from '../../lib/tenancy.ts';

interface ReporterAddress {
  email: string;
  name: string;
  language: string;
}

function findUser(executor: Executor, ticket: Ticket, userId: string | null) {
  if (!userId) return Promise.resolve([]);
  return executor
    .select({ email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(forOrganisation(executor, ticket.organisationId).where(users, eq(users.id, userId)));
}

/**
 * The reporter's account, else the name and e-mail recorded on the ticket. Someone without an
 * account is written to in the language of the person who recorded their report (who took the
 * call or the visit), English when that is unknown.
 */
async function reporterAddress(
  executor: Executor,
  ticket: Ticket,
): Promise<ReporterAddress | null> {
  const [user] = await findUser(executor, ticket, ticket.reporterUserId);
  if (user) return user;
  if (!ticket.reporterEmail) return null;
  const [recorder] = await findUser(executor, ticket, ticket.createdByUserId);
  const name = ticket.reporterName?.trim() || ticket.reporterEmail;
  return { email: ticket.reporterEmail, name, language: recorder?.language ?? 'en' };
}

/** The two links of the completion e-mail (the web pages want the ticket's numeric seq). */
export async function feedbackLinks(
  executor: Executor,
  deps: Pick<TicketsDeps, 'db' | 'appUrl'>,
  ticket: Ticket,
  completedAt: Date,
) {
  const settings = await loadTicketSettings(executor, ticket.organisationId);
  const token = signFeedbackToken(await feedbackSecret(executor, deps.db), {
    ticketId: ticket.id,
    organisationId: ticket.organisationId,
    completedAt: completedAt.getTime(),
    expiresAt: feedbackLinkExpiry(completedAt, settings.reopenWindowDays),
  });
  const base = `${deps.appUrl}/${KIND_PATH[ticket.kind]}/${ticket.seq}/feedback`;
  const query = `?t=${encodeURIComponent(token)}`;
  return {
    token,
    feedback: `${base}/feedback${query}`,
    reopen: `${base}/reopen${query}`,
    reopenWindowDays: settings.reopenWindowDays,
  };
}

export async function onTicketCompleted(
  executor: Executor,
  deps: Pick<TicketsDeps, 'db' | 'appUrl' | 'sendMail'>,
  ticket: Ticket,
): Promise<void> {
  if (!ticket.completedAt) return;
  const to = await reporterAddress(executor, ticket);
  if (!to) return;
  const links = await feedbackLinks(executor, deps, ticket, ticket.completedAt);
  const mail = {
    to: to.email,
    template: 'ticket-completed' as const,
    language: to.language,
    organisationId: ticket.organisationId,
    data: {
      name: to.name,
      number: ticket.number,
      title: ticket.title,
      feedback_link: links.feedback,
      reopen_link: links.reopen,
      reopen_days: String(links.reopenWindowDays),
    },
  };
  await runBesideTransaction(executor, () =>
    deps.sendMail(mail).catch((error: unknown) => reportMailError(error, mail.template)),
  );
}
