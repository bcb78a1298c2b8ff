/**
 * One filled form as a PDF in the reader's language (right to left in Arabic): the organisation's
 * letterhead with the template's name and the form's number, its result, details, every shown
 * answer and the signing (form-pdf-fields.ts). A long form runs over pages, each after the first
 * headed with the organisation, the template and the number, each footed with "Page x of y".
 */
import type { TFormDetail } from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import { createPdfDocument, MUTED, type PdfSheet } from '../../../lib/pdf/index.ts';
import type { OrganisationBranding } from '../../organisation/index.ts';
import { drawForm } from './form-pdf-fields.ts';
import { loadFormImages, type FormImageReader } from './form-pdf-images.ts';
import { formSheetWords, type FormSheetWords } from './form-pdf-words.ts';

export interface FormPdfInput {
  form: TFormDetail;
  organisation: OrganisationBranding;
  language: LanguageCode;
  /** The organisation's time zone: answers' and the form's times are printed in it. */
  timeZone: string;
  /** The organisation's currency, for amounts whose field names none. */
  currency: string;
  /** Reads the photos and signatures by file id. */
  images: FormImageReader;
  /** `false` keeps the text readable in the file (tests); compressed by default. */
  compress?: boolean;
  now?: Date;
}

/** The line at the top of every page after the first, in the top margin. */
function runningHeaders(sheet: PdfSheet, text: string): void {
  const range = sheet.doc.bufferedPageRange();
  const { margin } = sheet.page;
  for (let index = 1; index < range.count; index += 1) {
    sheet.doc.switchToPage(range.start + index);
    sheet.doc.rect(0, 0, sheet.page.width, 3).fill(sheet.accent);
    sheet.text.draw(text, margin, 14, sheet.width, { size: 7.5, color: MUTED });
    sheet.doc
      .moveTo(margin, 32)
      .lineTo(margin + sheet.width, 32)
      .lineWidth(0.4)
      .strokeColor('#d9dee5')
      .stroke();
  }
}

export async function renderFormPdf(input: FormPdfInput): Promise<Buffer> {
  const { form, organisation, language } = input;
  const words: FormSheetWords = formSheetWords(language, input.timeZone, input.currency);
  const images = await loadFormImages(form, input.images);
  const { sheet, finish } = await createPdfDocument({
    language,
    title: `${form.template.name} ${form.number}`,
    author: organisation.name,
    accent: organisation.primaryColor,
    compress: input.compress,
  });
  sheet.letterhead(organisation, form.template.name, {
    text: form.number,
    size: 12,
    bold: true,
  });
  await drawForm(sheet, form, words, images);
  runningHeaders(sheet, `${organisation.name} · ${form.template.name} · ${form.number}`);
  const generated = words.t('generated', {
    date: words.dateTime((input.now ?? new Date()).toISOString()),
  });
  sheet.footers((page, pages) => words.t('page', { page, pages }), `${form.number} · ${generated}`);
  return finish();
}
