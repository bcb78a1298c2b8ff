/**
 * GET /v1/forms/:id/pdf: a form the caller can see as a PDF in their language, with the
 * organisation's branding, downloaded as FRM-000012.pdf. Which forms the caller sees is the
 * forms module's rule, handed in as `loadFormDetail` (its 404 for a form out of reach).
 */
import { formDocumentEndpoints, type TFormDetail } from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../../db/client.ts';
import { route } from '../../../lib/route.ts';
import { authOf, type RequestAuth } from '../../../plugins/auth.ts';
import { languageOf } from '../../../plugins/language.ts';
import type { FilesService } from '../../files/index.ts';
import { sendDocument } from '../../imports/index.ts';
import { organisationBranding } from '../../organisation/index.ts';
import { loadTicketSettings } from '../../tickets/index.ts';
import { renderFormPdf } from './form-pdf.ts';
import { storedFormImages } from './form-pdf-images.ts';

export interface FormPdfDeps {
  db: Executor;
  files: FilesService;
  /** The form as the caller may see it, worded in `language`; throws FORM_NOT_FOUND otherwise. */
  loadFormDetail(auth: RequestAuth, id: string, language: LanguageCode): Promise<TFormDetail>;
}

/** The logo's box on the page, at twice its printed size for sharpness (as the job sheet). */
const LOGO_BOX = { width: 480, height: 160, format: 'png' } as const;

export const formPdfRoutes: FastifyPluginAsyncZod<{ deps: FormPdfDeps }> = async (
  app,
  { deps },
) => {
  route(app, formDocumentEndpoints.pdf, async (request, reply) => {
    const auth = authOf(request);
    const language = languageOf(request);
    const form = await deps.loadFormDetail(auth, request.params.id, language);
    const [organisation, settings] = await Promise.all([
      organisationBranding(deps.files, deps.db, auth.organisationId, LOGO_BOX),
      loadTicketSettings(deps.db, auth.organisationId),
    ]);
    const data = await renderFormPdf({
      form,
      organisation,
      language,
      timeZone: settings.timezone,
      currency: settings.currency,
      images: storedFormImages(deps.files, deps.db, auth.organisationId),
    });
    // Form numbers are ASCII (FRM-000012): the download is named by it in every language.
    return sendDocument(reply, {
      filename: form.number,
      extension: 'pdf',
      contentType: 'application/pdf',
      data,
    });
  });
};
