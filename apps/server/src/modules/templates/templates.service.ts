/**
 * The template library: listing, creating, changing and deleting templates, saving and dropping
 * drafts, publishing them as versions, and reading a version. A draft is kept as the author
 * saves it, incomplete or not; only publishing checks it whole.
 */
import type {
  TTemplateDetail,
  TTemplateDraft,
  TTemplateListResponse,
  TTemplateVersion,
  TUpdateTemplateRequest,
  ZCreateTemplateRequest,
  ZTemplateListQuery,
} from '@mainstay/contracts';
import { and, asc, eq, ilike, isNotNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { templateCategories, templates } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { containsPattern, orderBy, readPage } from '../../lib/list-query.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import { detailOf, templateDetail } from './template-detail.ts';
import { checkDraft, draftInvalid } from './template-problems.ts';
import { insertTemplate, publishVersion } from './template-writes.ts';
import {
  countTemplates,
  findTemplate,
  findVersion,
  formsOfTemplate,
  selectSummaries,
  templateFormsCount,
  toSummary,
  versionSummaries,
} from './templates.repository.ts';
import {
  visibleTemplates,
  type AnswerWithinWork,
  type TemplateCaller,
  type TemplatesDeps,
} from './templates.shared.ts';

type ListQuery = z.output<typeof ZTemplateListQuery>;
type CreateBody = z.output<typeof ZCreateTemplateRequest>;

export async function listTemplates(
  deps: TemplatesDeps,
  caller: TemplateCaller,
  query: ListQuery,
): Promise<TTemplateListResponse> {
  const { organisationId } = caller;
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    eq(templates.status, query.status ?? 'active'),
    query.category_id ? eq(templates.categoryId, query.category_id) : undefined,
    query.published ? isNotNull(templates.currentVersion) : undefined,
    pattern ? or(ilike(templates.name, pattern), ilike(templates.description, pattern)) : undefined,
    visibleTemplates(caller),
  );
  const [primary, byId] = orderBy<NonNullable<ListQuery['sort']>>(
    {
      name: templates.name,
      updated_at: templates.updatedAt,
      forms_count: templateFormsCount(organisationId),
    },
    query.sort,
    query.order,
    'name',
    templates.id,
  );
  // Equal counts or dates read by name.
  const ordering = [primary, asc(templates.name), byId].filter((term) => term !== undefined);
  return readPage(
    query,
    (window) => selectSummaries(deps.db, organisationId, where, { orderBy: ordering, ...window }),
    countTemplates(deps.db, organisationId, where),
    toSummary,
  );
}

export function getTemplate(
  deps: TemplatesDeps,
  caller: TemplateCaller,
  id: string,
): Promise<TTemplateDetail> {
  return templateDetail(deps.db, caller, id);
}

/** The category a body names: the organisation's, or 422 at `category_id`. */
export async function checkedCategory(
  executor: Executor,
  organisationId: string,
  categoryId: string | null,
): Promise<string | null> {
  if (categoryId === null) return null;
  const [row] = await forOrganisation(executor, organisationId).select(
    templateCategories,
    eq(templateCategories.id, categoryId),
  );
  if (!row) throw fieldError('category_id', 'TEMPLATE_CATEGORY_UNKNOWN');
  return row.id;
}

const EMPTY_DRAFT: TTemplateDraft = { fields: [], requires_signature: false };

export async function createTemplate(
  deps: TemplatesDeps,
  caller: TemplateCaller,
  body: CreateBody,
  answerWithinWork?: AnswerWithinWork,
): Promise<TTemplateDetail> {
  return deps.db.transaction(async (tx) => {
    const row = await insertTemplate(tx, caller, {
      name: body.name,
      description: body.description,
      categoryId: await checkedCategory(tx, caller.organisationId, body.category_id),
      draft: body.draft ?? EMPTY_DRAFT,
    });
    const detail = await detailOf(tx, caller, row);
    await answerWithinWork?.(tx, detail);
    return detail;
  });
}

export async function updateTemplate(
  deps: TemplatesDeps,
  caller: TemplateCaller,
  id: string,
  body: TUpdateTemplateRequest,
): Promise<TTemplateDetail> {
  return deps.db.transaction(async (tx) => {
    const row = await findTemplate(tx, caller, id, { lock: true });
    const values: Partial<typeof templates.$inferInsert> = {};
    if (body.name !== undefined) values.name = body.name;
    if (body.description !== undefined) values.description = body.description;
    if (body.status !== undefined) values.status = body.status;
    if (body.category_id !== undefined) {
      values.categoryId = await checkedCategory(tx, caller.organisationId, body.category_id);
    }
    if (Object.keys(values).length === 0) return detailOf(tx, caller, row);
    const [changed] = await forOrganisation(tx, caller.organisationId).update(
      templates,
      values,
      eq(templates.id, row.id),
    );
    return detailOf(tx, caller, changed ?? row);
  });
}

/** Deletes a template no form was filled with; one that was is archived instead (409). */
export async function deleteTemplate(
  deps: TemplatesDeps,
  caller: TemplateCaller,
  id: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // Locked first: a form started meanwhile waits for this to end, and then finds no template.
    const row = await findTemplate(tx, caller, id, { lock: true });
    const used = await formsOfTemplate(tx, caller.organisationId, row.id);
    if (used > 0) throw new AppError('TEMPLATE_IN_USE', { params: { count: used } });
    await forOrganisation(tx, caller.organisationId).delete(templates, eq(templates.id, row.id));
  });
}

export async function saveDraft(
  deps: TemplatesDeps,
  caller: TemplateCaller,
  id: string,
  draft: TTemplateDraft,
): Promise<TTemplateDetail> {
  return deps.db.transaction(async (tx) => {
    const row = await findTemplate(tx, caller, id, { lock: true });
    const [changed] = await forOrganisation(tx, caller.organisationId).update(
      templates,
      { draft, draftUpdatedAt: new Date(), draftUpdatedByUserId: caller.userId },
      eq(templates.id, row.id),
    );
    return detailOf(tx, caller, changed ?? row);
  });
}

export async function discardDraft(
  deps: TemplatesDeps,
  caller: TemplateCaller,
  id: string,
): Promise<TTemplateDetail> {
  return deps.db.transaction(async (tx) => {
    const row = await findTemplate(tx, caller, id, { lock: true });
    if (row.draft === null) return detailOf(tx, caller, row);
    const [changed] = await forOrganisation(tx, caller.organisationId).update(
      templates,
      { draft: null, draftUpdatedAt: null, draftUpdatedByUserId: null },
      eq(templates.id, row.id),
    );
    return detailOf(tx, caller, changed ?? row);
  });
}

/**
 * Publishes the draft as the next version. The template's row is locked for the transaction,
 * so of two publishes at once the second waits, then finds the first's version (and no draft).
 */
export async function publishTemplate(
  deps: TemplatesDeps,
  caller: TemplateCaller,
  id: string,
  note: string,
): Promise<TTemplateDetail> {
  return deps.db.transaction(async (tx) => {
    const row = await findTemplate(tx, caller, id, { lock: true });
    if (row.draft === null) throw new AppError('TEMPLATE_NO_DRAFT');
    const check = checkDraft(row.draft, caller.language);
    if (!check.ok) throw draftInvalid(check.problems);
    await publishVersion(tx, caller, row, check.definition, note);
    return templateDetail(tx, caller, row.id);
  });
}

export async function getTemplateVersion(
  deps: TemplatesDeps,
  caller: TemplateCaller,
  id: string,
  version: number,
): Promise<TTemplateVersion> {
  const template = await findTemplate(deps.db, caller, id);
  const row = await findVersion(deps.db, caller.organisationId, template.id, version);
  const [summary] = await versionSummaries(deps.db, caller.organisationId, template.id, version);
  if (!summary) throw new AppError('TEMPLATE_VERSION_NOT_FOUND');
  return { ...summary, template_id: template.id, definition: row.definition };
}
