/** What the profile services need from the app, and who is calling. */
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { FilesService } from '../files/index.ts';

export interface ProfileDeps {
  db: Database;
  files: FilesService;
  mail: Mailer;
}

/** The signed-in user acting on their own account. */
export interface ProfileCaller {
  userId: string;
  organisationId: string;
  /** The access token of this request (kept when other sessions are revoked). */
  tokenId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** users.avatar and users.signature hold a file id; anything else (an old URL) is no file. */
export function fileIdOf(value: string | null): string | null {
  return value && UUID.test(value) ? value : null;
}
