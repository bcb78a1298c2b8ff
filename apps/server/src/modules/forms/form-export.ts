/**
 * GET /v1/forms/export: the answers of one template version as CSV or XLSX, one row per form the
 * caller sees (with the list's filters), fixed columns first (number, status, result, started,
 * completed, filled by, ticket, asset, building), then one per answerable field of the version,
 * headed by its label. Choices are written by their labels, inspections and yes/no answers in
 * the reader's words, photos and files as how many there are. The version is the one asked for,
 * else the latest version forms were filled with, else the template's latest; rows are read in
 * batches and streamed like every list export (imports module's `sendExport`).
 */
import type { TFormAnswerValue, TTemplateField, ZFormExportQuery } from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import { and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { forms } from '../../db/schema/index.ts';
import { ValidationError } from '../../lib/errors.ts';
import { translate } from '../../lib/translate.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import type { ExportColumn } from '../imports/index.ts';
import { latestTemplateVersion, templateVersionsById } from '../templates/index.ts';
import { formListConditions, formOrder } from './form-list.ts';
import { answerMapsOf, formHeads, selectFormRows } from './form-rows.ts';
import { fileIdsOf } from './forms.shared.ts';

const BATCH = 500;

const FIXED = [
  'number',
  'status',
  'result',
  'started_at',
  'completed_at',
  'filled_by',
  'ticket',
  'asset',
  'building',
] as const;

type ExportQuery = z.output<typeof ZFormExportQuery>;

export interface FormExport {
  filename: string;
  columns: ExportColumn[];
  rows: AsyncGenerator<Record<string, unknown>>;
}

/** The version the export is of, and the conditions that find its forms. */
async function exportedVersion(executor: Executor, auth: RequestAuth, query: ExportQuery) {
  const { organisationId } = auth;
  const template = await latestTemplateVersion(executor, organisationId, query.template_id);
  if (!template) throw new ValidationError({ template_id: ['forms.templateRequired'] });
  const where = await formListConditions(executor, auth, query);
  const used = await executor
    .selectDistinct({ versionId: forms.templateVersionId })
    .from(forms)
    .where(where);
  const versions = [
    ...(
      await templateVersionsById(
        executor,
        organisationId,
        used.map((row) => row.versionId),
      )
    ).values(),
  ];
  if (template.versionId !== null) versions.push(template);
  const chosen = query.version
    ? versions.find((version) => version.version === query.version)
    : versions.sort((a, b) => b.version - a.version)[0];
  if (query.version && !chosen)
    throw new ValidationError({ version: ['templates.versionInvalid'] });
  return { chosen, where, templateName: template.templateName };
}

/** An answer as a cell. */
function cell(language: LanguageCode, field: TTemplateField, value: TFormAnswerValue | undefined) {
  if (value === undefined || value === null) return null;
  switch (field.type) {
    case 'single_choice':
      return field.options.find((option) => option.key === value)?.label ?? value;
    case 'multiple_choice':
      return fileIdsOf(value)
        .map((key) => field.options.find((option) => option.key === key)?.label ?? key)
        .join(', ');
    case 'inspection':
      return translate(language, `formRecords:failureTicket.results.${String(value)}`);
    case 'yes_no':
      return translate(language, `formRecords:export.answers.${String(value)}`);
    case 'checkbox':
      return translate(language, `formRecords:export.answers.${value === true ? 'yes' : 'no'}`);
    case 'photos':
    case 'file':
    case 'signature':
      return fileIdsOf(value).length;
    default:
      return value;
  }
}

export async function formAnswersExport(
  executor: Executor,
  auth: RequestAuth,
  query: ExportQuery,
  language: LanguageCode,
): Promise<FormExport> {
  const { chosen, where, templateName } = await exportedVersion(executor, auth, query);
  const fields = (chosen?.definition.fields ?? []).filter((field) => field.type !== 'section');
  const columns: ExportColumn[] = [
    ...FIXED.map((key) => ({
      key,
      label: translate(language, `formRecords:export.columns.${key}`),
    })),
    ...fields.map((field) => ({ key: `field:${field.key}`, label: field.label })),
  ];
  const slug = templateName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const day = new Date().toISOString().slice(0, 10);
  const filename = `forms-${slug || 'template'}-v${chosen?.version ?? 0}-${day}`;
  const ofVersion: SQL | undefined = chosen
    ? (and(where, eq(forms.templateVersionId, chosen.versionId)) as SQL)
    : undefined;
  async function* rows(): AsyncGenerator<Record<string, unknown>> {
    if (!ofVersion) return;
    const { organisationId } = auth;
    for (let offset = 0; ; offset += BATCH) {
      const selected = await selectFormRows(executor, organisationId, ofVersion)
        .orderBy(...formOrder({ sort: 'number', order: 'asc' }))
        .limit(BATCH)
        .offset(offset);
      const heads = await formHeads(executor, organisationId, selected);
      const answers = await answerMapsOf(
        executor,
        organisationId,
        heads.map((head) => head.row.id),
      );
      for (const head of heads) {
        const { row } = head;
        const given = answers.get(row.id) ?? new Map();
        yield {
          number: row.number,
          status: row.status,
          result: row.result,
          started_at: row.createdAt,
          completed_at: row.completedAt,
          filled_by: head.startedBy?.name ?? null,
          ticket: head.ticket?.number ?? null,
          asset: head.asset?.name ?? null,
          building: head.building?.name ?? null,
          ...Object.fromEntries(
            fields.map((field) => [
              `field:${field.key}`,
              cell(language, field, given.get(field.key)),
            ]),
          ),
        };
      }
      if (selected.length < BATCH) return;
    }
  }
  return { filename, columns, rows: rows() };
}
