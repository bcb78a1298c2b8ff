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
