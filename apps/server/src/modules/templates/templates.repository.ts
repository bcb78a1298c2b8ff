/**
 * The SQL of templates, each statement scoped to the caller's organisation: the library's rows
 * with their latest version, category and form counts, one template (locked when it is about to
 * change), its versions with the forms filled with each, and the version rows publishing writes.
 */
import type { TTemplateSummary, TTemplateVersionSummary } from '@mainstay/contracts';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  forms,
  templateCategories,
  templates,
  templateVersions,
  users,
  type TemplateRow,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { forOrganisation, tenantCondition } from '../../lib/tenancy.ts';
import { visibleTemplates, type TemplateCaller } from './templates.shared.ts';

/** The columns of a template's summary, its latest version joined (null before the first). */
function summaryColumns(organisationId: string) {
  return {
    id: templates.id,
    name: templates.name,
    description: templates.description,
    categoryId: templates.categoryId,
    categoryName: templateCategories.name,
    status: templates.status,
    version: templates.currentVersion,
    fieldCount: templateVersions.fieldCount,
    hasDraft: sql<boolean>`${templates.draft} is not null`,
    requiresSignature: sql<boolean>`coalesce((${templateVersions.definition} ->> 'requires_signature')::boolean, (${templates.draft} ->> 'requires_signature')::boolean, false)`,
    formsCount: templateFormsCount(organisationId),
    starterId: templates.starterId,
    publishedAt: templateVersions.publishedAt,
    updatedAt: templates.updatedAt,
  };
}

/** `(select count(*) from forms where ...)` of the organisation's forms, for a correlated column. */
const formsCountOf = (organisationId: string, condition: SQL) =>
  sql<number>`(select count(*)::int from ${forms} where ${and(tenantCondition(forms, organisationId), condition)})`.mapWith(
    Number,
  );

/** How many forms were filled with each template: a column, and what the list sorts by. */
export const templateFormsCount = (organisationId: string) =>
  formsCountOf(organisationId, eq(forms.templateId, templates.id));

export type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

export interface SummaryPage {
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/** The library's rows matching `where` (a condition on templates), in the page's order. */
export function selectSummaries(
  executor: Executor,
  organisationId: string,
  where: SQL | undefined,
  page?: SummaryPage,
) {
  const tenant = forOrganisation(executor, organisationId);
  const query = executor
    .select(summaryColumns(organisationId))
    .from(templates)
    .leftJoin(
      templateCategories,
      tenant.on(templateCategories, eq(templateCategories.id, templates.categoryId)),
    )
    .leftJoin(
      templateVersions,
      tenant.on(
        templateVersions,
        and(
          eq(templateVersions.templateId, templates.id),
          eq(templateVersions.version, templates.currentVersion),
        ),
      ),
    )
    .where(tenant.where(templates, where));
  if (!page) return query;
  return query
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countTemplates(
  executor: Executor,
  organisationId: string,
  where: SQL | undefined,
): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(templates)
    .where(forOrganisation(executor, organisationId).where(templates, where));
  return row?.total ?? 0;
}

export function toSummary(row: SummaryRow): TTemplateSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category:
      row.categoryId && row.categoryName !== null
        ? { id: row.categoryId, name: row.categoryName }
        : null,
    status: row.status,
    version: row.version,
    field_count: row.fieldCount ?? 0,
    has_draft: row.hasDraft,
    requires_signature: row.requiresSignature,
    forms_count: row.formsCount,
    starter_id: row.starterId,
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The template's row if the caller may see it, else 404 (another organisation's, or one a
 * forms-only reader cannot fill forms with). `lock`: held until the transaction ends, so two
 * changes of one template (two publishes) run one after the other.
 */
export async function findTemplate(
  executor: Executor,
  caller: TemplateCaller,
  id: string,
  options: { lock?: boolean } = {},
): Promise<TemplateRow> {
  const tenant = forOrganisation(executor, caller.organisationId);
  const query = executor
    .select()
    .from(templates)
    .where(tenant.where(templates, and(eq(templates.id, id), visibleTemplates(caller))));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('TEMPLATE_NOT_FOUND');
  return row;
}

/** The name of the user who last saved the draft (null when gone or never saved). */
export async function userName(
  executor: Executor,
  userId: string | null,
): Promise<{ id: string; name: string } | null> {
  if (!userId) return null;
  const [row] = await executor
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The template's versions (or only `version`), newest first, each with its forms' count. */
export async function versionSummaries(
  executor: Executor,
  organisationId: string,
  templateId: string,
  version?: number,
): Promise<TTemplateVersionSummary[]> {
  const tenant = forOrganisation(executor, organisationId);
  const rows = await executor
    .select({
      version: templateVersions.version,
      name: templateVersions.name,
      fieldCount: templateVersions.fieldCount,
      note: templateVersions.note,
      publishedAt: templateVersions.publishedAt,
      publisherId: users.id,
      publisherName: users.name,
      formsCount: formsCountOf(organisationId, eq(forms.templateVersionId, templateVersions.id)),
    })
    .from(templateVersions)
    .leftJoin(users, eq(users.id, templateVersions.publishedByUserId))
    .where(
      tenant.where(
        templateVersions,
        and(
          eq(templateVersions.templateId, templateId),
          version === undefined ? undefined : eq(templateVersions.version, version),
        ),
      ),
    )
    .orderBy(desc(templateVersions.version));
  return rows.map((row) => ({
    version: row.version,
    name: row.name,
    field_count: row.fieldCount,
    note: row.note,
    published_at: row.publishedAt.toISOString(),
    published_by:
      row.publisherId && row.publisherName !== null
        ? { id: row.publisherId, name: row.publisherName }
        : null,
    forms_count: row.formsCount,
  }));
}

/** One version's row (with its definition), or 404. */
export async function findVersion(
  executor: Executor,
  organisationId: string,
  templateId: string,
  version: number,
) {
  const tenant = forOrganisation(executor, organisationId);
  const [row] = await tenant.select(
    templateVersions,
    and(eq(templateVersions.templateId, templateId), eq(templateVersions.version, version)),
  );
  if (!row) throw new AppError('TEMPLATE_VERSION_NOT_FOUND');
  return row;
}

/** How many forms were filled with the template (any version). */
export async function formsOfTemplate(
  executor: Executor,
  organisationId: string,
  templateId: string,
): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(forms)
    .where(
      forOrganisation(executor, organisationId).where(forms, eq(forms.templateId, templateId)),
    );
  return row?.total ?? 0;
}

/** The organisation's templates added from the starter library, by starter id (oldest first). */
export async function templatesByStarter(
  executor: Executor,
  organisationId: string,
): Promise<Map<string, string>> {
  const tenant = forOrganisation(executor, organisationId);
  const rows = await executor
    .select({ id: templates.id, starterId: templates.starterId })
    .from(templates)
    .where(tenant.where(templates, sql`${templates.starterId} is not null`))
    .orderBy(asc(templates.createdAt), asc(templates.id));
  const byStarter = new Map<string, string>();
  for (const row of rows) {
    if (row.starterId && !byStarter.has(row.starterId)) byStarter.set(row.starterId, row.id);
  }
  return byStarter;
}
