/**
 * Templates leaving and entering the organisation as copies: a duplicate (a new template whose
 * draft is the source's draft, or its latest definition), the JSON file of the latest version
 * (format mainstay.template), and a template made from such a file, published as version 1.
 */
import {
  TEMPLATE_FILE_FORMAT,
  TEMPLATE_TEXT_LIMITS,
  type TTemplateDetail,
  type TTemplateDraft,
  type TTemplateFile,
} from '@mainstay/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { templateCategories } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import { translate } from '../../lib/translate.ts';
import { sendDocument } from '../imports/index.ts';
import { templateDetail } from './template-detail.ts';
import { categoryByName, insertTemplate, publishVersion } from './template-writes.ts';
import { findTemplate, findVersion } from './templates.repository.ts';
import type { AnswerWithinWork, TemplateCaller, TemplatesDeps } from './templates.shared.ts';

/** "Copy of <name>" in the caller's language, cut to the longest name a template may have. */
function copyName(caller: TemplateCaller, name: string): string {
  return translate(caller.language, 'starterTemplates:copyName', { name })
    .slice(0, TEMPLATE_TEXT_LIMITS.name)
    .trim();
}

export async function duplicateTemplate(
  deps: TemplatesDeps,
  caller: TemplateCaller,
  id: string,
  body: { name?: string | undefined },
  answerWithinWork?: AnswerWithinWork,
): Promise<TTemplateDetail> {
  return deps.db.transaction(async (tx) => {
    const source = await findTemplate(tx, caller, id);
    const latest =
      source.currentVersion === null
        ? null
        : await findVersion(tx, caller.organisationId, source.id, source.currentVersion);
    const draft: TTemplateDraft = source.draft ??
      latest?.definition ?? { fields: [], requires_signature: false };
    const row = await insertTemplate(tx, caller, {
      name: body.name ?? copyName(caller, source.name),
      description: source.description,
      categoryId: source.categoryId,
      draft,
    });
    const detail = await templateDetail(tx, caller, row.id);
    await answerWithinWork?.(tx, detail);
    return detail;
  });
}

/** The template's latest version as the JSON file import reads; 409 before the first. */
export async function templateFile(
  deps: TemplatesDeps,
  caller: TemplateCaller,
  id: string,
): Promise<TTemplateFile> {
  const template = await findTemplate(deps.db, caller, id);
  if (template.currentVersion === null) throw new AppError('TEMPLATE_NOT_PUBLISHED');
  const version = await findVersion(
    deps.db,
    caller.organisationId,
    template.id,
    template.currentVersion,
  );
  const category = template.categoryId
    ? await forOrganisation(deps.db, caller.organisationId).select(
        templateCategories,
        eq(templateCategories.id, template.categoryId),
      )
    : [];
  return {
    format: TEMPLATE_FILE_FORMAT,
    format_version: 1,
    name: template.name,
    description: template.description,
    category: category[0]?.name ?? null,
    definition: version.definition,
  };
}

/** Answers with the template's file as an attachment named after the template. */
export async function sendTemplateFile(
  deps: TemplatesDeps,
  caller: TemplateCaller,
  id: string,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const file = await templateFile(deps, caller, id);
  return sendDocument(reply, {
    filename: file.name,
    extension: 'json',
    contentType: 'application/json; charset=utf-8',
    data: Buffer.from(`${JSON.stringify(file, null, 2)}\n`, 'utf8'),
  });
}

/** A template from a file (already checked whole by the contract), published as version 1. */
export async function importTemplate(
  deps: TemplatesDeps,
  caller: TemplateCaller,
  file: TTemplateFile,
  answerWithinWork?: AnswerWithinWork,
): Promise<TTemplateDetail> {
  return deps.db.transaction(async (tx) => {
    const categoryId = file.category
      ? await categoryByName(tx, caller.organisationId, file.category)
      : null;
    const row = await insertTemplate(tx, caller, {
      name: file.name,
      description: file.description,
      categoryId,
      draft: null,
    });
    await publishVersion(tx, caller, row, file.definition);
    const detail = await templateDetail(tx, caller, row.id);
    await answerWithinWork?.(tx, detail);
    return detail;
  });
}
