/** What the auth services need from the app: database, mailer, file links and public URL. */
import type { FastifyInstance } from 'fastify';
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

/**
 * The dependencies of one plugin's auth services. Work they start in the background finishes
 * before the database closes.
 */
export function authDepsFor(app: FastifyInstance, appUrl: string): AuthDeps {
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  return {
    db: app.db,
    mail: app.mail,
    files: app.files,
    appUrl,
    runInBackground(label, task) {
      const run = task()
        .catch((error: unknown) => app.log.error({ err: error }, `Background ${label} failed`))
        .finally(() => pending.delete(run));
      pending.add(run);
    },
  };
}

/** The recipient's language from Accept-Language, when it is one the product offers. */
export function languageFrom(acceptLanguage: string | undefined): 'en' | 'fr' | 'ar' {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (tag === 'en' || tag === 'fr' || tag === 'ar') return tag;
  }
  return 'en';
}
