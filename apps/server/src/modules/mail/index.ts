/**
 * E-mail: templates in three languages, the outbox and delivery. No routes: plugins/mail.ts
 * exposes it as `app.mail`.
 * The public entry of this module: other modules, the seed and app.ts import only from here.
 */
export { createMailDelivery, deliverOutboxMessage, storeMail } from './mail.service.ts';
export type { SendMailInput } from './mail.service.ts';
export { DEMO_MAIL_DOMAIN, demoHoldReason, maskAddress } from './demo-recipients.ts';
export { MAIL_TEMPLATES } from './mail.templates.ts';
export type { MailTemplate } from './mail.templates.ts';
