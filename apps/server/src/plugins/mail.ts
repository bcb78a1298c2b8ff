/**
 * `app.mail.send(...)`: renders an e-mail in the recipient's language, keeps it in the outbox and
 * delivers it. With the job queue running, delivery is the `mail.send` job, retried with
 * exponential backoff, so a slow or absent mail server never slows a request. Without the queue
 * (`buildApp({ queue: false })`, as most tests run) delivery happens before send() resolves,
 * once; a failure is recorded in the outbox and logged, never thrown at the caller, so a mail
 * problem cannot fail the request that triggered it.
 *
 * In demo mode every message passes one check first: the demo organisation mails only its own
 * people (modules/mail/demo-recipients.ts); anything else is logged in one line and not sent.
 */
import fp from 'fastify-plugin';
import {
  createMailDelivery,
  deliverOutboxMessage,
  demoHoldReason,
  maskAddress,
  storeMail,
  type SendMailInput,
} from '../modules/mail/index.ts';

export type { SendMailInput } from '../modules/mail/index.ts';
export { MAIL_TEMPLATES, type MailTemplate } from '../modules/mail/index.ts';

export interface Mailer {
  send(input: SendMailInput): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

export interface MailRetryOptions {
  /** Retries after the first attempt. */
  limit: number;
  /** Delay before the first retry; doubled for each further one. */
  delaySeconds: number;
}

export interface MailPluginOptions {
  smtpUrl: string | undefined;
  mailFrom: string;
  appUrl: string;
  /** Demo mode: the demo organisation's mail goes only to its own people. */
  demoMode: boolean;
  /** Deliver through the job queue (it must be registered before this plugin). */
  useQueue: boolean;
  retry?: MailRetryOptions;
}

const DEFAULT_RETRY: MailRetryOptions = { limit: 5, delaySeconds: 30 };

export const mailPlugin = fp<MailPluginOptions>(
  async (app, options) => {
    const retry = options.retry ?? DEFAULT_RETRY;
    const maxAttempts = retry.limit + 1;
    const log = app.log.child({ module: 'mail' });
    const delivery = createMailDelivery({
      smtpUrl: options.smtpUrl,
      mailFrom: options.mailFrom,
      log,
      readAttachment: async ({ organisationId, fileId }) =>
        (await app.files.read(organisationId, fileId)).data,
    });
    app.addHook('onClose', async () => delivery.close());

    const deliverNow = async (outboxId: string) => {
      try {
        await deliverOutboxMessage(app.db, delivery, outboxId, 1);
      } catch (error) {
        app.log.error({ err: error, outboxId }, 'E-mail delivery failed');
      }
    };

    if (options.useQueue) {
      await app.queue.work('mail.send', ({ outboxId }) =>
        deliverOutboxMessage(app.db, delivery, outboxId, maxAttempts),
      );
    }

    app.decorate('mail', {
      async send(input) {
        const held = options.demoMode ? await demoHoldReason(app.db, input) : undefined;
        if (held) {
          log.info(
            { mail: { template: input.template, to: maskAddress(input.to) }, reason: held },
            `E-mail held, not sent (${held})`,
          );
          return;
        }
        const row = await storeMail(app.db, options.appUrl, input);
        if (!options.useQueue) return deliverNow(row.id);
        try {
          await app.queue.send(
            'mail.send',
            { outboxId: row.id },
            { retryLimit: retry.limit, retryDelay: retry.delaySeconds, retryBackoff: true },
          );
        } catch (error) {
          // The queue is stopping or broken: the message should still go out.
          app.log.warn({ err: error, outboxId: row.id }, 'Queueing the e-mail failed; sending now');
          await deliverNow(row.id);
        }
      },
    } satisfies Mailer);
  },
  { name: 'mail', dependencies: ['database', 'files'] },
);
