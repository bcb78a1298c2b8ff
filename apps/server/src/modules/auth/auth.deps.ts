/** What the auth services need from the app: database, mailer, file links and public URL. */
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { FileLinks } from './session-user.ts';

export interface AuthDeps {
  db: Database;
  mail: Mailer;
  /** Signs links to stored files (logo, avatar) in the user returned to the app. */
  files: FileLinks;
  /** The web app's public address, for links in e-mails. */
  appUrl: string;
  /** Runs work after the response (its failure is logged); the app waits for it on close. */
  runInBackground(label: string, task: () => Promise<void>): void;
}

/** The recipient's language from Accept-Language, when it is one the product offers. */
export function languageFrom(acceptLanguage: string | undefined): 'en' | 'fr' | 'ar' {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (tag === 'en' || tag === 'fr' || tag === 'ar') return tag;
  }
  return 'en';
}
