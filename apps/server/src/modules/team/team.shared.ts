/**
 * What the team services share: their dependencies, calendar-date arithmetic (leave and
 * document expiry are whole days, compared as YYYY-MM-DD strings) and LIKE patterns.
 */
import type { Database, Executor } from '../../db/client.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { FilesService } from '../files/index.ts';
import { inArray } from 'drizzle-orm';
import { files, type FileRow } from '../../db/schema/index.ts';
import { forOrganisation } from '../../lib/tenancy.ts';

// Kept here under their old names: the team's services import them from this file.
export { addDays, today } from '../../lib/dates.ts';
export { containsPattern } from '../../lib/list-query.ts';

export interface TeamDeps {
  db: Database;
  files: FilesService;
  mail: Mailer;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `from` to `to`, both included (1 for a single day). */
export function inclusiveDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The organisation's file rows for these ids, by id (ids that are not file ids are skipped). */
export async function fileRowsById(
  executor: Executor,
  organisationId: string,
  ids: readonly (string | null | undefined)[],
): Promise<Map<string, FileRow>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id && UUID.test(id))))];
  if (wanted.length === 0) return new Map();
  const rows = await executor
    .select()
    .from(files)
    .where(forOrganisation(executor, organisationId).where(files, inArray(files.id, wanted)));
  return new Map(rows.map((row) => [row.id, row]));
}
