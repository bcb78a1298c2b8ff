/**
 * The forms filled on a ticket, on its job sheet: the tickets module asks for them through
 * `TicketHooks.jobSheetForms` (it cannot import forms) and draws what comes back after the
 * ticket's own content. Each form starts a page, titled with its number and template, and is
 * drawn by the same code as the form's own PDF, in the sheet's language and time zone.
 */
import type { TFormDetail } from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import type { Executor } from '../../../db/client.ts';
import type { FilesService } from '../../files/index.ts';
import type { JobSheetPart, JobSheetSubject, TicketHooks } from '../../tickets/index.ts';
import { drawForm } from './form-pdf-fields.ts';
import { loadFormImages, storedFormImages } from './form-pdf-images.ts';
import { formSheetWords } from './form-pdf-words.ts';

export interface FormJobSheetDeps {
  files: FilesService;
  /** The forms filled on the ticket, in the order the sheet shows them, in `language`. */
  loadTicketForms(
    executor: Executor,
    query: { organisationId: string; ticketId: string; language: LanguageCode },
  ): Promise<TFormDetail[]>;
}

export function formJobSheetHooks(
  deps: FormJobSheetDeps,
): Required<Pick<TicketHooks, 'jobSheetForms'>> {
  return {
    async jobSheetForms(executor: Executor, subject: JobSheetSubject): Promise<JobSheetPart[]> {
      const { organisationId, ticketId, language } = subject;
      const forms = await deps.loadTicketForms(executor, { organisationId, ticketId, language });
      const words = formSheetWords(language, subject.timeZone, subject.currency);
      const reader = storedFormImages(deps.files, executor, organisationId);
      const parts: JobSheetPart[] = [];
      // One form's images at a time: a ticket's forms may hold many photos.
      for (const [index, form] of forms.entries()) {
        const images = await loadFormImages(form, reader);
        parts.push({
          async draw(sheet) {
            sheet.ensure(Number.POSITIVE_INFINITY);
            if (index === 0) sheet.heading(words.t('sections.ticketForms'));
            sheet.paragraph(`${form.number} · ${form.template.name}`, { size: 14, bold: true });
            sheet.gap(4);
            await drawForm(sheet, form, words, images);
          },
        });
      }
      return parts;
    },
  };
}
