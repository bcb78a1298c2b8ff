/**
 * Demo mode's rule for mail: the demo organisation's sign-in details are public, so whatever it
 * sends goes only to its own people (the addresses of its users, and its own domain, reserved
 * for examples by RFC 2606 so that nothing there belongs to anyone). Anything else it would send
 * (an invitation to a stranger, a code for a new address, a note to a visitor who reported a
 * fault) is held: logged in one line, not sent. Other organisations' mail is not affected.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { organisations, users } from '../../db/schema/index.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { SendMailInput } from './mail.service.ts';

/** The demo organisation's own domain: its seeded people's addresses end with it. */
export const DEMO_MAIL_DOMAIN = 'northwind.example';

/** Why demo mode holds this message, or undefined when it may go out. */
export async function demoHoldReason(
  db: Database,
  input: Pick<SendMailInput, 'to' | 'organisationId'>,
): Promise<string | undefined> {
  if (!input.organisationId) return undefined;
  const [organisation] = await db
    .select({ isDemo: organisations.isDemo })
    .from(organisations)
    .where(eq(organisations.id, input.organisationId))
    .limit(1);
  if (!organisation?.isDemo) return undefined;
  const to = input.to.trim().toLowerCase();
  if (to.endsWith(`@${DEMO_MAIL_DOMAIN}`)) return undefined;
  const [user] = await forOrganisation(db, input.organisationId).select(users, eq(users.email, to));
  if (user) return undefined;
  return 'demo mode: the demo organisation mails only its own people';
}

/** `o***@example.com`: enough to tell where a message was going, not whom. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return '***';
  return `${address.slice(0, Math.min(1, at))}***${address.slice(at)}`;
}
