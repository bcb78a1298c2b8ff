/**
 * Mail for tests: the outbox rows, the SMTP sink (smtp-sink.ts) and a poll helper.
 */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { mailOutbox, type MailOutboxRow } from '../../src/db/schema/index.ts';

export { parseMessage, startSmtpSink, type ReceivedMail, type SmtpSink } from './smtp-sink.ts';

export async function readOutbox(
  db: Database,
  filter: { to?: string } = {},
): Promise<MailOutboxRow[]> {
  const query = db.select().from(mailOutbox);
  return (filter.to ? query.where(eq(mailOutbox.to, filter.to.toLowerCase())) : query).orderBy(
    desc(mailOutbox.createdAt),
    desc(mailOutbox.id),
  );
}

/** Polls until `check` passes (queued mail arrives a moment after the request). */
export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
