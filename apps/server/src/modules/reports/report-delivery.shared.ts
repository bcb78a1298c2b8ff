/**
 * What queued exports and scheduled reports share: their dependencies, how long their files
 * are kept, and the words of their e-mails (the report's title and period in the reader's
 * language, an absolute download link made for that reader).
 */
import { REPORT_EXPORT_DAYS, type TReport } from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { FileRow } from '../../db/schema/index.ts';
import { translate } from '../../lib/translate.ts';
import type { FilesService } from '../files/index.ts';
import type { SendMailInput } from '../mail/index.ts';

export interface DeliveryDeps {
  db: Database;
  files: FilesService;
  /** Public address of the web app, for links in e-mails. */
  appUrl: string;
  /** Path of the API under appUrl (API_BASE), for the addresses mail clients call themselves. */
  apiBase: string;
  sendMail: (input: SendMailInput) => Promise<void>;
  log: FastifyBaseLogger;
}

/** Why a run or an export failed: keys of reportDelivery:runErrors. */
export const RUN_PROBLEMS = [
  'owner_inactive',
  'owner_forbidden',
  'no_recipients',
  'failed',
  // A run whose attempts all died before it was sent to everyone (report-run-ledger.ts).
  'interrupted',
] as const;
export type RunProblemCode = (typeof RUN_PROBLEMS)[number];

/** A failure with a reason people can act on (the others are logged and read "failed"). */
export class RunProblem extends Error {
  constructor(readonly code: RunProblemCode) {
    super(code);
  }
}

export function runProblemText(language: LanguageCode, code: string | null): string | null {
  if (code === null) return null;
  const known = (RUN_PROBLEMS as readonly string[]).includes(code) ? code : 'failed';
  return translate(language, `reportDelivery:runErrors.${known}`);
}

const DAY_MS = 24 * 3_600_000;

export const exportExpiry = (now: Date) => new Date(now.getTime() + REPORT_EXPORT_DAYS * DAY_MS);

export const reportTitle = (language: LanguageCode, key: string) =>
  translate(language, `reports:catalogue.${key}.title`);

/** "1 Mar 2025 – 31 Mar 2025" in the reader's language (one day alone when equal). */
export function periodLabel(language: LanguageCode, period: TReport['period']): string {
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const day = (date: string) => format.format(new Date(`${date}T00:00:00Z`));
  return period.from === period.to ? day(period.from) : `${day(period.from)} – ${day(period.to)}`;
}

/** A download link for `reader`, absolute so it works from an e-mail. */
export function mailedFileLink(deps: DeliveryDeps, file: FileRow, reader: string): string {
  return `${deps.appUrl}${deps.files.url(file, { reader })}`;
}
