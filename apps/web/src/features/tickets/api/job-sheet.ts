/** GET {api}/:id/job-sheet.pdf?lang=: the signed job sheet, fetched with the caller's token. */
import type { TTicketKind } from '@mainstay/contracts';
import { isLanguageCode } from '@mainstay/i18n';
import { downloadFromApi } from '@/components/data-table';
import { endpointPath } from '@/lib/endpoint-client.ts';
import { TICKET_KINDS } from '../lib/kinds.ts';

export function downloadJobSheet(
  kind: TTicketKind,
  id: string,
  number: string,
  language: string,
): Promise<string> {
  // The sheet speaks the language the page is read in (regional variants fall back to their base).
  const base = language.slice(0, 2);
  return downloadFromApi(
    endpointPath(TICKET_KINDS[kind].api.jobSheet, { id }),
    { lang: isLanguageCode(base) ? base : 'en' },
    `${number}.pdf`,
  );
}
