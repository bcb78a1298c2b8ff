/** The document upload form: kind, name, optional expiry and the file itself. */
import { CONTRACTOR_DOCUMENT_KIND_VALUES } from '@mainstay/contracts';
import { z } from 'zod';

export const ZDocumentForm = z.object({
  kind: z.enum(CONTRACTOR_DOCUMENT_KIND_VALUES),
  name: z
    .string()
    .trim()
    .min(1, { message: 'validation.documentNameRequired' })
    .max(200, { message: 'validation.tooLong' }),
  expires_on: z.string(),
  file: z.instanceof(File, { message: 'validation.fileRequired' }).nullable().refine(Boolean, {
    message: 'validation.fileRequired',
  }),
});
export type TDocumentForm = z.infer<typeof ZDocumentForm>;
