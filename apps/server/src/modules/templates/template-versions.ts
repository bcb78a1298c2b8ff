/**
 * What other modules read of templates: the version a new form is filled with, and a version by
 * id (a form keeps the one it was started with). Forms and, later, PPM schedules call these
 * through the module's entry.
 */
import type { TTemplateDefinition } from '@mainstay/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { templates, templateVersions } from '../../db/schema/index.ts';
import { forOrganisation } from '../../lib/tenancy.ts';

export interface PinnedTemplateVersion {
  templateId: string;
  templateName: string;
  templateStatus: 'active' | 'archived';
  versionId: string;
  version: number;
  definition: TTemplateDefinition;
}

const columns = {
  templateId: templates.id,
  templateName: templates.name,
  templateStatus: templates.status,
  versionId: templateVersions.id,
  version: templateVersions.version,
  definition: templateVersions.definition,
};

/**
 * The template's latest published version, or null when the template is not the
 * organisation's. `versionId` is null when no version is published yet.
 */
export async function latestTemplateVersion(
  executor: Executor,
  organisationId: string,
  templateId: string,
): Promise<
  | (Omit<PinnedTemplateVersion, 'versionId' | 'version' | 'definition'> &
      ({ versionId: null } | Pick<PinnedTemplateVersion, 'versionId' | 'version' | 'definition'>))
  | null
> {
  const tenant = forOrganisation(executor, organisationId);
  const [row] = await executor
    .select({ ...columns, versionId: templateVersions.id })
    .from(templates)
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
    .where(tenant.where(templates, eq(templates.id, templateId)));
  if (!row) return null;
  const { templateName, templateStatus } = row;
  if (row.versionId === null || row.version === null || row.definition === null) {
    return { templateId, templateName, templateStatus, versionId: null };
  }
  return { ...row, versionId: row.versionId, version: row.version, definition: row.definition };
}

/** Versions by id (those of the organisation only), for forms that pinned them. */
export async function templateVersionsById(
  executor: Executor,
  organisationId: string,
  versionIds: readonly string[],
): Promise<Map<string, PinnedTemplateVersion>> {
  if (versionIds.length === 0) return new Map();
  const tenant = forOrganisation(executor, organisationId);
  const rows = await executor
    .select(columns)
    .from(templateVersions)
    .innerJoin(templates, tenant.on(templates, eq(templates.id, templateVersions.templateId)))
    .where(tenant.where(templateVersions, inArray(templateVersions.id, [...versionIds])));
  return new Map(rows.map((row) => [row.versionId, row]));
}
