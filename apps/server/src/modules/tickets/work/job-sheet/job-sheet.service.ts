/**
 * The job sheet of a ticket the caller can see, once the work is done, with the forms filled on
 * it when the forms module is there to draw them (`TicketHooks.jobSheetForms`).
 */
import type { TDomainErrorCode } from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import { AppError } from '../../../../lib/errors.ts';
import type { RequestAuth } from '../../../../plugins/auth.ts';
import { openTicket, type WorkContext } from '../work.shared.ts';
import { loadJobSheetData } from './job-sheet-data.ts';
import { jobSheetWords } from './job-sheet-labels.ts';
import { renderJobSheet } from './job-sheet-pdf.ts';

export const JOB_SHEET_NOT_READY = 'JOB_SHEET_NOT_READY' satisfies TDomainErrorCode;

export async function jobSheet(
  context: WorkContext,
  auth: RequestAuth,
  ticketId: string,
  language: LanguageCode,
  options: { compress?: boolean } = {},
): Promise<{ filename: string; data: Buffer }> {
  const { db, files } = context.deps;
  const { ticket } = await openTicket(db, auth, context.kind, ticketId);
  if (ticket.status !== 'completed' && ticket.status !== 'closed') {
    throw new AppError(JOB_SHEET_NOT_READY);
  }
  const data = await loadJobSheetData(db, files, ticket, language);
  const words = jobSheetWords(language, data.timezone, data.currency);
  const parts =
    (await context.deps.hooks.jobSheetForms?.(db, {
      organisationId: ticket.organisationId,
      ticketId: ticket.id,
      language,
      timeZone: data.timezone,
      currency: data.currency,
    })) ?? [];
  return {
    // Ticket numbers are ASCII (RT-000123), safe in a header as they are.
    filename: `${ticket.number}-job-sheet.pdf`,
    data: await renderJobSheet(data, words, { ...options, parts }),
  };
}
