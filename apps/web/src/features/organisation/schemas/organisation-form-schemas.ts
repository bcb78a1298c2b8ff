/**
 * Client rules of the organisation forms, from the contract's own patterns and limits. Messages
 * are translation keys of the 'organisation' namespace; the server repeats every rule.
 */
import { HEX_COLOR_PATTERN, SIGNATURE_COMMENT_MAX } from '@mainstay/contracts';
import { z } from 'zod';

const hexColor = z
  .string()
  .trim()
  .regex(HEX_COLOR_PATTERN, { message: 'organisation:branding.errors.hex' });

export const ZBrandingForm = z.object({
  primary_color: hexColor,
  highlight_color: hexColor,
});
export type TBrandingForm = z.infer<typeof ZBrandingForm>;

export const ZSignatureCommentForm = z.object({
  signature_comment: z
    .string()
    .max(SIGNATURE_COMMENT_MAX, { message: 'organisation:signature.errors.tooLong' }),
});
export type TSignatureCommentForm = z.infer<typeof ZSignatureCommentForm>;
