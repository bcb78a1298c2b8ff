// The browser tests' mailbox: global-setup runs a real SMTP server (the server sends through it)
// and writes every message it receives as a JSON file into E2E_MAILBOX_DIR; tests wait here for
// the message sent to an address and read codes and links from it as a person would.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

function mailboxDir(): string {
  const dir = process.env.E2E_MAILBOX_DIR;
  if (!dir) throw new Error('E2E_MAILBOX_DIR is not set: the global set-up did not run.');
  return dir;
}

function messagesTo(address: string): Mail[] {
  const wanted = address.toLowerCase();
  return readdirSync(mailboxDir())
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(mailboxDir(), name), 'utf8')) as Mail)
    .filter((mail) => mail.to.some((to) => to.toLowerCase() === wanted));
}

/** The newest message to `address` whose subject matches, waiting up to 20 s for it to arrive. */
export async function waitForMail(address: string, subject: RegExp): Promise<Mail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const match = messagesTo(address)
      .filter((mail) => subject.test(mail.subject))
      .at(-1);
    if (match) return match;
    if (Date.now() > deadline) {
      const seen = messagesTo(address).map((mail) => mail.subject);
      throw new Error(
        `No mail to ${address} matching ${subject} (received: ${JSON.stringify(seen)})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in the plain-text body that contains `path`. */
export function linkIn(mail: Mail, path: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(path));
  if (!link) throw new Error(`No link to ${path} in "${mail.subject}":\n${mail.text}`);
  return link;
}

/** The 6-digit code in the plain-text body (a word of its own, not digits inside an address). */
export function codeIn(mail: Mail): string {
  const code = /(?:^|\s)(\d{6})(?=\s|$)/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`No 6-digit code in "${mail.subject}":\n${mail.text}`);
  return code;
}
