/**
 * What the templates services share: their dependencies, the caller, and who sees what. Those
 * who read templates see the whole library (drafts, archived templates, unpublished ones);
 * those who only read forms (technicians, contractor staff) see the templates a form can be
 * filled with: active and published, without their drafts.
 */
import type { TTemplateDetail } from '@mainstay/contracts';
import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { templates } from '../../db/schema/index.ts';
import type { RequestAuth } from '../../plugins/auth.ts';

export interface TemplatesDeps {
  db: Database;
}

/** Who acts: the organisation and user, their ability, and the language they read. */
export type TemplateCaller = Pick<
  RequestAuth,
  'organisationId' | 'userId' | 'ability' | 'language'
>;

/** Stores a creation's answer in its transaction (Idempotency-Key: plugins/idempotency.ts). */
export type AnswerWithinWork = (tx: Executor, detail: TTemplateDetail) => Promise<void>;

/** True when the caller may see the whole library, drafts included. */
export const readsLibrary = (caller: TemplateCaller): boolean =>
  caller.ability.can('read', 'templates');

/** The condition limiting templates to those the caller may see (none for library readers). */
export function visibleTemplates(caller: TemplateCaller): SQL | undefined {
  if (readsLibrary(caller)) return undefined;
  return and(eq(templates.status, 'active'), isNotNull(templates.currentVersion));
}
