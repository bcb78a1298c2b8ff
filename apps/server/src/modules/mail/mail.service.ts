/**
 * The outbox side of mail: a message is rendered and stored as a `mail_outbox` row first, then
 * delivered (now or by the `mail.send` job). Delivery goes through SMTP when SMTP_URL is set;
 * otherwise the message is written to the server log, so codes and links are readable there, and
 * the row is marked `logged`.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.ts';
import {
  mailOutbox,
  organisations,
  type MailAttachment,
  type MailOutboxRow,
} from '../../db/schema/index.ts';
import { renderMail, type MailBranding, type MailTemplate } from './mail.templates.ts';

export interface SendMailInput {
  to: string;
  template: MailTemplate;
  /** The recipient's language; anything unknown falls back to English. */
  language: string;
  data: Record<string, string>;
  /** Brands the message with this organisation's name, colour and logo. */
  organisationId?: string | null;
  /** Stored files sent with the message (read from the file store at delivery). */
  attachments?: MailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

async function brandingOf(
  db: Database,
  organisationId: string | null | undefined,
): Promise<MailBranding | null> {
  if (!organisationId) return null;
  const [row] = await db
    .select({
      name: organisations.name,
      primaryColor: organisations.primaryColor,
      logo: organisations.logo,
    })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .limit(1);
  return row ?? null;
}

/** Renders the message and stores it, status `queued`; returns the row. */
export async function storeMail(
  db: Database,
  appUrl: string,
  input: SendMailInput,
): Promise<MailOutboxRow> {
  const branding = await brandingOf(db, input.organisationId);
  const rendered = renderMail({
    template: input.template,
    language: input.language,
    data: input.data,
    branding,
    appUrl,
  });
  const [row] = await db
    .insert(mailOutbox)
    .values({
      organisationId: branding ? (input.organisationId ?? null) : null,
      to: input.to.trim().toLowerCase(),
      template: input.template,
      language: rendered.language,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      attachments: input.attachments ?? [],
      headers: input.headers ?? {},
    })
    .returning();
  if (!row) throw new Error('Storing the e-mail failed');
  return row;
}

export interface MailDelivery {
  /** Sends the message; resolves with how it left, rejects when SMTP refused it. */
  deliver(row: MailOutboxRow): Promise<'sent' | 'logged'>;
  close(): void;
}

export function createMailDelivery(options: {
  smtpUrl: string | undefined;
  mailFrom: string;
  log: FastifyBaseLogger;
  /** The bytes of an attachment (plugins/mail.ts reads them through the file service). */
  readAttachment?: (attachment: MailAttachment) => Promise<Buffer>;
}): MailDelivery {
  const { smtpUrl, mailFrom, log, readAttachment } = options;
  if (!smtpUrl) {
    return {
      async deliver(row) {
        log.info(
          { mail: { id: row.id, to: row.to, template: row.template, subject: row.subject } },
          `E-mail not sent (SMTP_URL is not set), shown here instead.\nTo: ${row.to}\nSubject: ${row.subject}\n\n${row.text}`,
        );
        return 'logged';
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async deliver(row) {
      const attachments = [];
      for (const attachment of row.attachments) {
        if (!readAttachment) throw new Error('This server cannot read mail attachments');
        attachments.push({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: await readAttachment(attachment),
        });
      }
      await transport.sendMail({
        from: mailFrom,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        ...(attachments.length > 0 ? { attachments } : {}),
        ...(Object.keys(row.headers).length > 0 ? { headers: row.headers } : {}),
      });
      return 'sent';
    },
    close() {
      transport.close();
    },
  };
}

/**
 * One delivery attempt of an outbox row. A failure is recorded (attempts, last_error) and
 * rethrown so the queue retries; once `maxAttempts` is reached the row is marked `failed`.
 */
export async function deliverOutboxMessage(
  db: Database,
  delivery: MailDelivery,
  outboxId: string,
  maxAttempts: number,
): Promise<void> {
  const [row] = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1` })
    .where(eq(mailOutbox.id, outboxId))
    .returning();
  // Deleted, or already delivered by an earlier attempt that lost its acknowledgement.
  if (!row || row.status === 'sent' || row.status === 'logged') return;
  try {
    const status = await delivery.deliver(row);
    await db
      .update(mailOutbox)
      .set({ status, sentAt: new Date(), lastError: null })
      .where(eq(mailOutbox.id, outboxId));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(mailOutbox)
      .set({ status: row.attempts >= maxAttempts ? 'failed' : 'queued', lastError: message })
      .where(eq(mailOutbox.id, outboxId));
    throw error;
  }
}

export interface OutboxFilter {
  to?: string;
  limit?: number;
}

/** Newest first. */
export async function listOutbox(db: Database, filter: OutboxFilter = {}) {
  const query = db.select().from(mailOutbox);
  const filtered = filter.to
    ? query.where(eq(mailOutbox.to, filter.to.trim().toLowerCase()))
    : query;
  return filtered
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(filter.limit ?? 100);
}
