/**
 * The mail outbox: every message the server sends is rendered once and kept here, whether it went
 * through SMTP or, without SMTP_URL, only to the server log. A self-hoster can read what was sent
 * and why a delivery failed.
 */
import { index, integer, jsonb, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id, jsonList, linkTo } from './columns.ts';
import { organisations } from './organisations.ts';

/** A stored file sent with the message, read from the file store when it is delivered. */
export interface MailAttachment {
  organisationId: string;
  fileId: string;
  filename: string;
  contentType: string;
}

export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'logged'] as const;
export const mailStatus = pgEnum('mail_status', MAIL_STATUSES);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    organisationId: linkTo('organisation_id', () => organisations.id),
    to: text('to').notNull(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonList<MailAttachment>('attachments'),
    /** Extra headers (List-Unsubscribe), by name. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: mailStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (table) => [
    index('mail_outbox_to_idx').on(table.to),
    index('mail_outbox_organisation_id_idx').on(table.organisationId),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type MailStatus = (typeof MAIL_STATUSES)[number];
