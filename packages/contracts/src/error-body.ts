/**
 * The schemas of the one error body (errors.ts has the codes): the server answers with it and
 * documents it in OpenAPI; the web reads it as typed data.
 */
import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';

export const ZErrorCode = z.enum(ERROR_CODES);

/** The values a message is built with (a count of seconds, a status); `count` picks plurals. */
export const ZErrorParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type TErrorParams = z.infer<typeof ZErrorParams>;

export const ZFieldErrors = z.record(z.string(), z.array(z.string()));
export type TFieldErrors = z.infer<typeof ZFieldErrors>;

export const ZErrorBody = z
  .object({
    message: z.string(),
    code: ZErrorCode,
    errors: ZFieldErrors.optional(),
    params: ZErrorParams.optional(),
  })
  .meta({ id: 'ErrorBody' });
export type TErrorBody = z.infer<typeof ZErrorBody>;
