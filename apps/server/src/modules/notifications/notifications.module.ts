/**
 * Notifications module: the caller's notification routes, and the mail sender `notify` uses for
 * e-mails (registered here because `notify` takes no dependencies; see notification-mail.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TicketHooks, TicketsDeps } from '../tickets/index.ts';
import {
  clearNotificationMailer,
  setNotificationMailer,
  settleNotificationMail,
  type NotificationMailer,
} from './notification-mail.ts';
import { notificationRoutes } from './notifications.routes.ts';
import { notify } from './notify.ts';

/** Tickets tells people about assignments, moves and comments through `notify`. */
export const notificationTicketHooks: Pick<TicketHooks, 'notify'> = { notify };

export const notificationsModule: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (
  app,
  { deps },
) => {
  const mailer: NotificationMailer = {
    appUrl: deps.appUrl,
    send: deps.sendMail,
    log: app.log.child({ module: 'notifications' }),
  };
  setNotificationMailer(mailer);
  app.addHook('onClose', async () => {
    // Let e-mails started during the last requests reach the outbox before the database closes.
    await settleNotificationMail();
    clearNotificationMailer(mailer);
  });
  await app.register(notificationRoutes, { deps });
};
