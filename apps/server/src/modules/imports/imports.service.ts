/**
 * The request-facing half of imports: upload (read the header row, suggest a mapping), validate
 * and run (save the mapping, hand the work to the queue), the job's state, recent jobs, and the
 * report. Importing X needs (add, X); another organisation's job is "not found".
 */
import {
  IMPORT_ENTITY_VALUES,
  type TImportEntity,
  type TImportJob,
  type TImportListQuery,
  type TImportUpload,
  type TValidateImportRequest,
  type TDomainErrorCode,
} from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import type { AppAbility } from '@mainstay/permissions';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { importJobs, importMappings, type ImportJob } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import type { Upload } from '../../plugins/files.ts';
import { liveProgress, type ImportJobData } from './import-runner.ts';
import { checkMapping, fieldsOf, suggestMapping } from './mapping.ts';
import { readTable } from './read-table.ts';
import { decodeProblem, wordProblem } from './problems.ts';
import { reportIn, reportSummary } from './report.ts';
import { readStoredFile } from './stored-files.ts';

export const IMPORT_NOT_FOUND = 'IMPORT_NOT_FOUND' satisfies TDomainErrorCode;
const SUMMARY_ROWS = 20;

/** Who asks, and the language the answer is worded in. */
export interface ImportCaller {
  auth: RequestAuth;
  language: LanguageCode;
}

export interface ImportsDeps {
  app: FastifyInstance;
  /** Hands a step to the queue (or runs it in the background when there is no queue). */
  enqueue(data: ImportJobData): Promise<void>;
}

export const canImport = (ability: AppAbility, entity: TImportEntity) => ability.can('add', entity);

export const importableEntities = (ability: AppAbility) =>
  IMPORT_ENTITY_VALUES.filter((entity) => canImport(ability, entity));

function forbidden(entity: TImportEntity): never {
  throw new AppError('IMPORT_ENTITY_FORBIDDEN', { params: { entity } });
}

/** The first rejected rows, worded; none while a step is replacing the report under us. */
async function firstRejected(
  deps: ImportsDeps,
  job: ImportJob,
  language: LanguageCode,
): Promise<TImportJob['errors']> {
  if (!job.reportFileId || job.rejectedRows === 0) return [];
  try {
    const { data } = await readStoredFile(deps.app.files, job.organisationId, job.reportFileId);
    return reportSummary(data, SUMMARY_ROWS, language, job.entity);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return [];
    throw error;
  }
}

async function jobView(
  deps: ImportsDeps,
  job: ImportJob,
  language: LanguageCode,
  withErrors: boolean,
): Promise<TImportJob> {
  const live = liveProgress.get(job.id);
  const checked =
    ['validated', 'completed'].includes(job.status) ||
    (job.status === 'failed' && job.reportFileId !== null);
  const errors = withErrors ? await firstRejected(deps, job, language) : [];
  return {
    id: job.id,
    entity: job.entity,
    status: job.status,
    mode: job.mode,
    filename: job.filename,
    headers: job.headers,
    mapping: job.mapping,
    progress: live ?? { processed: job.processedRows, total: job.totalRows },
    counts: {
      total: job.totalRows,
      valid: checked ? job.totalRows - job.rejectedRows : 0,
      rejected: job.rejectedRows,
      imported: job.importedRows,
    },
    error: job.error === null ? null : wordProblem(language, job.entity, decodeProblem(job.error)),
    errors,
    report_available: job.reportFileId !== null,
    created_at: job.createdAt.toISOString(),
    updated_at: job.updatedAt.toISOString(),
  };
}

/** The organisation's job, 404 otherwise; 403 when the caller may not import its kind. */
async function findJob(deps: ImportsDeps, auth: RequestAuth, id: string): Promise<ImportJob> {
  const [job] = await forOrganisation(deps.app.db, auth.organisationId).select(
    importJobs,
    eq(importJobs.id, id),
  );
  if (!job) throw new AppError(IMPORT_NOT_FOUND);
  if (!canImport(auth.ability, job.entity)) forbidden(job.entity);
  return job;
}

export async function createImport(
  deps: ImportsDeps,
  { auth, language }: ImportCaller,
  readFile: () => Promise<Upload>,
): Promise<TImportUpload> {
  const upload = await readFile();
  const entity = upload.fields.entity as TImportEntity | undefined;
  if (!entity || !IMPORT_ENTITY_VALUES.includes(entity)) {
    throw fieldError('entity', 'IMPORT_ENTITY_REQUIRED');
  }
  if (!canImport(auth.ability, entity)) forbidden(entity);
  const extension = upload.filename.toLowerCase().split('.').pop();
  if (extension !== 'csv' && extension !== 'xlsx') {
    throw new AppError('IMPORT_FILE_TYPE');
  }
  const db = deps.app.db;
  // Checked by content (the service refuses anything that is not really CSV or XLSX).
  const file = await deps.app.files.save({
    organisationId: auth.organisationId,
    userId: auth.userId,
    purpose: 'document',
    filename: upload.filename,
    data: upload.data,
  });
  let table;
  try {
    table = await readTable(upload.data);
  } catch (error) {
    await deps.app.files.remove(auth.organisationId, file.id);
    throw error;
  }
  const scope = forOrganisation(db, auth.organisationId);
  const [remembered] = await scope.select(importMappings, eq(importMappings.entity, entity));
  const [job] = await scope.insert(importJobs, [
    {
      entity,
      fileId: file.id,
      filename: upload.filename.slice(0, 255),
      headers: table.headers,
      totalRows: table.rows.length,
      createdByUserId: auth.userId,
    },
  ]);
  if (!job) throw new Error('The import was not recorded');
  return {
    ...(await jobView(deps, job, language, false)),
    sample: table.rows
      .slice(0, 5)
      .map((row) => table.headers.map((_h, index) => row.values[index] ?? '')),
    suggested_mapping: suggestMapping(entity, table.headers, remembered?.mapping ?? {}),
    fields: fieldsOf(entity),
  };
}

export async function validateImport(
  deps: ImportsDeps,
  { auth, language }: ImportCaller,
  id: string,
  body: TValidateImportRequest,
): Promise<TImportJob> {
  const job = await findJob(deps, auth, id);
  if (job.status === 'validating' || job.status === 'importing') {
    throw new AppError('IMPORT_PROCESSING');
  }
  if (job.status === 'completed') throw new AppError('IMPORT_ALREADY_RUN');
  const mapping = checkMapping(job.entity, job.headers, body.mapping);
  const db = deps.app.db;
  const [updated] = await db.transaction(async (tx) => {
    const scope = forOrganisation(tx, auth.organisationId);
    await tx
      .insert(importMappings)
      .values({ organisationId: auth.organisationId, entity: job.entity, mapping })
      .onConflictDoUpdate({
        target: [importMappings.organisationId, importMappings.entity],
        set: { mapping, updatedAt: new Date() },
      });
    return scope.update(
      importJobs,
      {
        mapping,
        mode: body.mode,
        status: 'validating',
        processedRows: 0,
        rejectedRows: 0,
        importedRows: 0,
        error: null,
      },
      and(
        eq(importJobs.id, job.id),
        inArray(importJobs.status, ['uploaded', 'validated', 'failed']),
      ),
    );
  });
  if (!updated) throw new AppError('IMPORT_PROCESSING');
  await deps.enqueue({ importId: job.id, organisationId: job.organisationId, step: 'validate' });
  return jobView(deps, updated, language, false);
}

export async function runImport(
  deps: ImportsDeps,
  { auth, language }: ImportCaller,
  id: string,
): Promise<TImportJob> {
  const job = await findJob(deps, auth, id);
  if (job.status === 'completed') throw new AppError('IMPORT_ALREADY_RUN');
  const [updated] = await forOrganisation(deps.app.db, auth.organisationId).update(
    importJobs,
    { status: 'importing', processedRows: 0, error: null },
    and(eq(importJobs.id, job.id), eq(importJobs.status, 'validated')),
  );
  if (!updated) {
    const busy = job.status === 'importing' || job.status === 'validating';
    throw new AppError(busy ? 'IMPORT_PROCESSING' : 'IMPORT_NOT_VALIDATED');
  }
  await deps.enqueue({ importId: job.id, organisationId: job.organisationId, step: 'import' });
  return jobView(deps, updated, language, false);
}

export async function getImport(deps: ImportsDeps, { auth, language }: ImportCaller, id: string) {
  return jobView(deps, await findJob(deps, auth, id), language, true);
}

export async function listImports(
  deps: ImportsDeps,
  { auth, language }: ImportCaller,
  query: TImportListQuery,
) {
  const allowed = importableEntities(auth.ability);
  if (query.entity && !allowed.includes(query.entity)) forbidden(query.entity);
  const entities = query.entity ? [query.entity] : allowed;
  const rows = await deps.app.db
    .select()
    .from(importJobs)
    .where(
      forOrganisation(deps.app.db, auth.organisationId).where(
        importJobs,
        inArray(importJobs.entity, entities),
      ),
    )
    .orderBy(desc(importJobs.createdAt), desc(importJobs.id))
    .limit(query.limit);
  return { data: await Promise.all(rows.map((row) => jobView(deps, row, language, false))) };
}

/** The report of rejected rows, worded in the caller's language. */
export async function importReport(
  deps: ImportsDeps,
  { auth, language }: ImportCaller,
  id: string,
) {
  const job = await findJob(deps, auth, id);
  if (!job.reportFileId) {
    throw new AppError('IMPORT_REPORT_NOT_READY');
  }
  const { row, data } = await readStoredFile(deps.app.files, auth.organisationId, job.reportFileId);
  return { filename: row.originalName, data: reportIn(data, language, job.entity) };
}
