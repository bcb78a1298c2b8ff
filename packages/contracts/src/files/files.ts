import { z } from 'zod';
import { v } from '../validation.ts';

/** An uploaded file as the API hands it out: `url` is a signed link valid for about a week. */
export const ZFileLink = z
  .object({
    id: z.uuid(),
    name: z.string(),
    content_type: z.string(),
    size: z.number().int().nonnegative(),
    url: z.string(),
  })
  .meta({ id: 'FileLink' });
export type TFileLink = z.infer<typeof ZFileLink>;

/** Page sizes every paginated list accepts. */
export const PAGE_SIZES = [5, 10, 20, 25, 50, 100] as const;
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1, v('common.pageMin')).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine(
      (value) => (PAGE_SIZES as readonly number[]).includes(value),
      v('common.pageSizeOneOf', { values: PAGE_SIZES.join(', ') }),
    )
    .default(10),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

/** A list query: a page, the search box and a sort column (each list names the columns it sorts by). */
export function listQuery<S extends readonly [string, ...string[]]>(sortable: S) {
  return ZPageQuery.extend({
    search: z.string().trim().max(200, v('common.searchTooLong')).optional(),
    sort: z.enum(sortable, v('common.sortOneOf')).optional(),
    order: z.enum(['asc', 'desc'], v('common.orderInvalid')).optional(),
  });
}

/** The envelope of every paginated list. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    per_page: z.number().int().min(1),
  });
}

/** A signed link to a file's content: the file, when the link expires, its reader and signature. */
export const ZFileContentParams = z.object({ id: z.uuid() });
export const ZFileContentQuery = z.object({
  expires: z.coerce.number().int(),
  user: z
    .uuid()
    .optional()
    .describe('The user the link was made for; it works while they are active'),
  signature: z.string().min(10).max(100),
});
