/**
 * One template as the builder and the library page read it: its summary, the latest published
 * definition, the draft with what stops it being published (in the caller's language), and
 * its versions. Those who only read forms get no draft.
 */
import type { TTemplateDetail } from '@mainstay/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { templates, type TemplateRow } from '../../db/schema/index.ts';
import { draftProblems } from './template-problems.ts';
import {
  findTemplate,
  findVersion,
  selectSummaries,
  toSummary,
  userName,
  versionSummaries,
} from './templates.repository.ts';
import { readsLibrary, type TemplateCaller } from './templates.shared.ts';

/** The detail of a template row the caller may see. */
export async function detailOf(
  executor: Executor,
  caller: TemplateCaller,
  row: TemplateRow,
): Promise<TTemplateDetail> {
  const { organisationId } = caller;
  const [summaryRow] = await selectSummaries(executor, organisationId, eq(templates.id, row.id));
  if (!summaryRow) throw new Error('The template vanished while it was read');
  const summary = toSummary(summaryRow);
  const latest =
    row.currentVersion === null
      ? null
      : await findVersion(executor, organisationId, row.id, row.currentVersion);
  const withDraft = readsLibrary(caller) && row.draft !== null;
  const draft =
    withDraft && row.draft
      ? {
          definition: row.draft,
          updated_at: (row.draftUpdatedAt ?? row.updatedAt).toISOString(),
          updated_by: await userName(executor, row.draftUpdatedByUserId),
          problems: draftProblems(row.draft, caller.language),
        }
      : null;
  return {
    ...summary,
    has_draft: withDraft,
    definition: latest?.definition ?? null,
    draft,
    versions: await versionSummaries(executor, organisationId, row.id),
  };
}

/** The detail of the template `id`, or 404 when the caller may not see it. */
export async function templateDetail(
  executor: Executor,
  caller: TemplateCaller,
  id: string,
): Promise<TTemplateDetail> {
  return detailOf(executor, caller, await findTemplate(executor, caller, id));
}
