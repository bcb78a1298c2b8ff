/**
 * The text fields sent with an upload (a document's title, kind, expiry), checked with their
 * contract schema: multipart bodies are read by hand (plugins/files.ts), so the route's schema
 * does not check them, and a problem answers 422 with the field it concerns.
 */
import type { TFieldErrors } from '@mainstay/contracts';
import type { z } from 'zod';
import { ValidationError } from '../../lib/errors.ts';

export function checkUploadFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, string>,
): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: TFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || 'body';
    (errors[key] ??= []).push(issue.message);
  }
  throw new ValidationError(errors);
}
