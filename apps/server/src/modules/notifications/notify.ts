/**
 * Tells people about something that happened to a ticket: an in-app notification per user and,
 * when `email` is set, an e-mail in the user's language. Never notifies the actor themselves.
 *
 * OWNER: the SLA / notifications helper implements this; the signature is the contract.
 */
import type { TNotificationType } from '@mainstay/contracts';
import type { Executor } from '../../db/client.ts';

export interface NotifyInput {
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

export interface Notifier {
  notify(executor: Executor, input: NotifyInput): Promise<void>;
}

export async function notify(executor: Executor, input: NotifyInput): Promise<void> {
  void executor;
  void input;
}
