/**
 * The writes every way of making a template shares (creating, duplicating, importing, adding
 * from the starter library): the template's row, a published version, and a category found by
 * its name or created. Publishing a version never changes an earlier one: forms already filled
 * keep the version they reference.
 */
import type { TTemplateDefinition, TTemplateDraft } from '@mainstay/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  templateCategories,
  templates,
  templateVersions,
  type TemplateRow,
} from '../../db/schema/index.ts';
import { forOrganisation } from '../../lib/tenancy.ts';

/** Who writes: the organisation, and the user recorded as author or publisher. */
export interface Writer {
  organisationId: string;
  userId: string | null;
}

export interface NewTemplate {
  name: string;
  description: string;
  categoryId: string | null;
  /** The first draft; null when the template is published at once. */
  draft: TTemplateDraft | null;
  starterId?: string | null;
}

export async function insertTemplate(
  executor: Executor,
  writer: Writer,
  values: NewTemplate,
): Promise<TemplateRow> {
  const now = new Date();
  const [row] = await forOrganisation(executor, writer.organisationId).insert(templates, [
    {
      name: values.name,
      description: values.description,
      categoryId: values.categoryId,
      starterId: values.starterId ?? null,
      draft: values.draft,
      draftUpdatedAt: values.draft ? now : null,
      draftUpdatedByUserId: values.draft ? writer.userId : null,
      createdByUserId: writer.userId,
    },
  ]);
  if (!row) throw new Error('The template was not stored');
  return row;
}

/**
 * Publishes `definition` as the template's next version, named as the template is now, and
 * clears its draft. Run it in the transaction that locked the template's row (`findTemplate`
 * with `lock`), so two publishes cannot both take the same number.
 */
export async function publishVersion(
  tx: Executor,
  writer: Writer,
  template: Pick<TemplateRow, 'id' | 'name' | 'currentVersion'>,
  definition: TTemplateDefinition,
  note = '',
): Promise<number> {
  const tenant = forOrganisation(tx, writer.organisationId);
  const version = (template.currentVersion ?? 0) + 1;
  await tenant.insert(templateVersions, [
    {
      templateId: template.id,
      version,
      name: template.name,
      definition,
      fieldCount: definition.fields.length,
      note,
      publishedByUserId: writer.userId,
    },
  ]);
  await tenant.update(
    templates,
    { currentVersion: version, draft: null, draftUpdatedAt: null, draftUpdatedByUserId: null },
    eq(templates.id, template.id),
  );
  return version;
}

/** The organisation's category of this name, whatever its case (undefined when none). */
export async function categoryNamed(
  executor: Executor,
  organisationId: string,
  name: string,
  exceptId?: string,
): Promise<{ id: string; name: string } | undefined> {
  const tenant = forOrganisation(executor, organisationId);
  const [row] = await executor
    .select({ id: templateCategories.id, name: templateCategories.name })
    .from(templateCategories)
    .where(
      tenant.where(
        templateCategories,
        and(
          sql`lower(${templateCategories.name}) = lower(${name})`,
          exceptId ? sql`${templateCategories.id} <> ${exceptId}` : undefined,
        ),
      ),
    )
    .limit(1);
  return row;
}

/** The category of this name, created when the organisation has none (two at once make one). */
export async function categoryByName(
  executor: Executor,
  organisationId: string,
  name: string,
): Promise<string> {
  const found = await categoryNamed(executor, organisationId, name);
  if (found) return found.id;
  const [created] = await executor
    .insert(templateCategories)
    .values({ organisationId, name })
    .onConflictDoNothing()
    .returning({ id: templateCategories.id });
  if (created) return created.id;
  const raced = await categoryNamed(executor, organisationId, name);
  if (!raced) throw new Error('The template category was neither found nor created');
  return raced.id;
}
