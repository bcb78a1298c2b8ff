/**
 * The starter library as an organisation uses it: the ready-made templates in the caller's
 * language, each with the template already added from it, and adding one, which makes a
 * template of the organisation's in that language, in the starter's category (created when
 * missing), published as version 1. The demo seed adds them all (`addStarterTemplates`).
 */
import {
  ZTemplateDefinition,
  type TStarterTemplate,
  type TTemplateDetail,
} from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import {
  starterCategoryName,
  starterTemplate,
  starterTemplates,
  type StarterTemplate,
} from './starter-library.ts';
import { templateDetail } from './template-detail.ts';
import { categoryByName, insertTemplate, publishVersion, type Writer } from './template-writes.ts';
import { templatesByStarter } from './templates.repository.ts';
import type { AnswerWithinWork, TemplateCaller, TemplatesDeps } from './templates.shared.ts';

export async function listStarters(
  deps: TemplatesDeps,
  caller: TemplateCaller,
): Promise<{ data: TStarterTemplate[] }> {
  const added = await templatesByStarter(deps.db, caller.organisationId);
  const data = starterTemplates(caller.language).map((starter) => {
    const definition = ZTemplateDefinition.parse(starter.definition);
    return {
      id: starter.id,
      name: starter.name,
      description: starter.description,
      category: starterCategoryName(starter.category, caller.language),
      field_count: definition.fields.length,
      requires_signature: definition.requires_signature,
      definition,
      added_template_id: added.get(starter.id) ?? null,
    };
  });
  return { data };
}

/** Makes the organisation's template of a worded starter, published as version 1; its id. */
async function addWorded(
  executor: Executor,
  writer: Writer,
  language: LanguageCode,
  starter: StarterTemplate,
): Promise<string> {
  const categoryId = await categoryByName(
    executor,
    writer.organisationId,
    starterCategoryName(starter.category, language),
  );
  const row = await insertTemplate(executor, writer, {
    name: starter.name,
    description: starter.description,
    categoryId,
    draft: null,
    starterId: starter.id,
  });
  await publishVersion(executor, writer, row, ZTemplateDefinition.parse(starter.definition));
  return row.id;
}

export async function addStarter(
  deps: TemplatesDeps,
  caller: TemplateCaller,
  starterId: string,
  answerWithinWork?: AnswerWithinWork,
): Promise<TTemplateDetail> {
  const starter = starterTemplate(starterId, caller.language);
  if (!starter) throw new AppError('STARTER_TEMPLATE_NOT_FOUND');
  return deps.db.transaction(async (tx) => {
    const id = await addWorded(tx, caller, caller.language, starter);
    const detail = await templateDetail(tx, caller, id);
    await answerWithinWork?.(tx, detail);
    return detail;
  });
}

export interface StarterTemplatesOptions {
  organisationId: string;
  /** Recorded as the author and publisher. */
  userId: string | null;
  language: LanguageCode;
}

/**
 * Adds every starter template the organisation has not added yet, in `language`, each
 * published as version 1. Run again, it adds none twice. Answers the organisation's template
 * of each starter, by starter id.
 */
export async function addStarterTemplates(
  executor: Executor,
  { organisationId, userId, language }: StarterTemplatesOptions,
): Promise<Map<string, string>> {
  const added = await templatesByStarter(executor, organisationId);
  for (const starter of starterTemplates(language)) {
    if (added.has(starter.id)) continue;
    added.set(starter.id, await addWorded(executor, { organisationId, userId }, language, starter));
  }
  return added;
}
