/**
 * Template categories: named groups of the library, each name once per organisation (whatever
 * its case). Deleting a category keeps its templates, with no category.
 */
import type { TTemplateCategory, TTemplateCategoryRequest } from '@mainstay/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { templateCategories, templates } from '../../db/schema/index.ts';
import { AppError, fieldError, isUniqueViolation } from '../../lib/errors.ts';
import { forOrganisation, tenantCondition } from '../../lib/tenancy.ts';
import { categoryNamed } from './template-writes.ts';
import { visibleTemplates, type TemplateCaller, type TemplatesDeps } from './templates.shared.ts';

const taken = () => fieldError('name', 'TEMPLATE_CATEGORY_TAKEN');

/** A unique violation (someone took the name between the check and the write) as a 409. */
const takenOnRace = (error: unknown): never => {
  if (isUniqueViolation(error)) throw taken();
  throw error;
};

/** The categories with how many templates each holds (of those the caller sees). */
async function selectCategories(
  executor: Executor,
  caller: TemplateCaller,
  id?: string,
): Promise<TTemplateCategory[]> {
  const { organisationId } = caller;
  const counted = and(
    tenantCondition(templates, organisationId),
    eq(templates.categoryId, templateCategories.id),
    visibleTemplates(caller),
  );
  const rows = await executor
    .select({
      id: templateCategories.id,
      name: templateCategories.name,
      template_count:
        sql<number>`(select count(*)::int from ${templates} where ${counted})`.mapWith(Number),
    })
    .from(templateCategories)
    .where(
      forOrganisation(executor, organisationId).where(
        templateCategories,
        id === undefined ? undefined : eq(templateCategories.id, id),
      ),
    )
    .orderBy(asc(templateCategories.name), asc(templateCategories.id));
  return rows;
}

export async function listCategories(
  deps: TemplatesDeps,
  caller: TemplateCaller,
): Promise<{ data: TTemplateCategory[] }> {
  return { data: await selectCategories(deps.db, caller) };
}

async function categoryView(executor: Executor, caller: TemplateCaller, id: string) {
  const [row] = await selectCategories(executor, caller, id);
  if (!row) throw new AppError('TEMPLATE_CATEGORY_NOT_FOUND');
  return row;
}

export async function createCategory(
  deps: TemplatesDeps,
  caller: TemplateCaller,
  body: TTemplateCategoryRequest,
): Promise<TTemplateCategory> {
  return deps.db
    .transaction(async (tx) => {
      if (await categoryNamed(tx, caller.organisationId, body.name)) throw taken();
      const [row] = await forOrganisation(tx, caller.organisationId).insert(templateCategories, [
        { name: body.name },
      ]);
      if (!row) throw new Error('The template category was not stored');
      return { id: row.id, name: row.name, template_count: 0 };
    })
    .catch(takenOnRace);
}

export async function renameCategory(
  deps: TemplatesDeps,
  caller: TemplateCaller,
  id: string,
  body: TTemplateCategoryRequest,
): Promise<TTemplateCategory> {
  return deps.db
    .transaction(async (tx) => {
      const scope = forOrganisation(tx, caller.organisationId);
      const mine = eq(templateCategories.id, id);
      const [current] = await scope.select(templateCategories, mine);
      if (!current) throw new AppError('TEMPLATE_CATEGORY_NOT_FOUND');
      if (await categoryNamed(tx, caller.organisationId, body.name, id)) throw taken();
      if (current.name !== body.name) {
        await scope.update(templateCategories, { name: body.name }, mine);
      }
      return categoryView(tx, caller, id);
    })
    .catch(takenOnRace);
}

export async function deleteCategory(
  deps: TemplatesDeps,
  caller: TemplateCaller,
  id: string,
): Promise<void> {
  const removed = await forOrganisation(deps.db, caller.organisationId).delete(
    templateCategories,
    eq(templateCategories.id, id),
  );
  if (removed.length === 0) throw new AppError('TEMPLATE_CATEGORY_NOT_FOUND');
}
