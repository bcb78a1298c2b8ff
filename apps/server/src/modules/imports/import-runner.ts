/**
 * The background half of an import: reads the stored file, checks every row against the
 * organisation's data, writes the report of rejected rows, and (when asked to import) writes
 * the accepted rows in one transaction with multi-row INSERTs, so a failure changes nothing.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ASSET_CODE_PREFIX } from '@mainstay/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { assets, buildings, importJobs, locations, type ImportJob } from '../../db/schema/index.ts';
import { accessScopeOf } from '../../lib/access-scope.ts';
import { isUniqueViolation } from '../../lib/errors.ts';
import type { FilesService } from '../files/index.ts';
import { checkAssets, type AssetInsert } from './check-assets.ts';
import { checkBuildings } from './check-buildings.ts';
import { checkLocations } from './check-locations.ts';
import { loadLookups, type Lookups } from './lookups.ts';
import { readTable } from './read-table.ts';
import { reportCsv } from './report.ts';
import { mapRows, type Accepted, type CheckResult, type Rejection } from './rows.ts';
import { readStoredFile } from './stored-files.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import { encodeProblem, problem } from './problems.ts';

export type ImportStep = 'validate' | 'import';

export interface ImportJobData {
  importId: string;
  organisationId: string;
  step: ImportStep;
}

/** Rows per INSERT statement: big enough to be fast, far below PostgreSQL's parameter limit. */
export const INSERT_BATCH = 1000;

/** Progress of the steps running in this process (visible while the transaction is open). */
export const liveProgress = new Map<string, { processed: number; total: number }>();

type Prepared = CheckResult<Record<string, unknown> & { id: string }>;

function checkRows(
  job: ImportJob,
  rows: ReturnType<typeof mapRows>,
  context: Parameters<typeof checkBuildings>[1],
): Prepared {
  if (job.entity === 'buildings') return checkBuildings(rows, context);
  if (job.entity === 'locations') return checkLocations(rows, context);
  return checkAssets(rows, context) as unknown as Prepared;
}

/** Empty codes become AST-000124, AST-000125…, skipping any code already used. */
function assignAssetCodes(accepted: Accepted<AssetInsert>[], lookups: Lookups): void {
  const used = new Set(lookups.assetIdByCode.keys());
  for (const row of accepted) if (row.value.code) used.add(row.value.code);
  let next = lookups.lastAssetNumber + 1;
  // Numbered in the order of the file, whatever order the rows are written in.
  for (const row of [...accepted].sort((a, b) => a.number - b.number)) {
    if (row.value.code) continue;
    let code = `${ASSET_CODE_PREFIX}${String(next).padStart(6, '0')}`;
    while (used.has(code)) {
      next += 1;
      code = `${ASSET_CODE_PREFIX}${String(next).padStart(6, '0')}`;
    }
    used.add(code);
    row.value.code = code;
    next += 1;
  }
}

function tableOf(entity: ImportJob['entity']) {
  return entity === 'buildings' ? buildings : entity === 'locations' ? locations : assets;
}

export function createImportRunner(options: {
  db: Database;
  files: FilesService;
  log: FastifyBaseLogger;
}) {
  const { db, files, log } = options;

  const update = (
    job: ImportJob,
    values: Partial<typeof importJobs.$inferInsert>,
    executor: Executor = db,
  ) =>
    executor
      .update(importJobs)
      .set(values)
      .where(forOrganisation(db, job.organisationId).where(importJobs, eq(importJobs.id, job.id)));

  async function saveReport(job: ImportJob, headers: string[], rejected: Rejection[]) {
    const base = job.filename.replace(/\.(csv|xlsx)$/i, '');
    const report = await files.save({
      organisationId: job.organisationId,
      userId: job.createdByUserId,
      purpose: 'document',
      filename: `${base}-rejected-rows.csv`,
      data: reportCsv(headers, rejected),
    });
    return report.id;
  }

  /**
   * The step's report replaces the last one, removed only once the job names the new one (a
   * reader polling the job meanwhile finds the old one still there, or the new one).
   */
  async function dropReport(job: ImportJob, replacedBy: string | null) {
    if (job.reportFileId && job.reportFileId !== replacedBy) {
      await files.remove(job.organisationId, job.reportFileId).catch(() => {});
    }
  }

  async function insertRows(job: ImportJob, accepted: Prepared['accepted'], total: number) {
    const table = tableOf(job.entity);
    await db.transaction(async (tx) => {
      for (let start = 0; start < accepted.length; start += INSERT_BATCH) {
        const batch = accepted.slice(start, start + INSERT_BATCH).map(({ value }) => {
          const { parentCode: _parentCode, level: _level, ...columns } = value;
          return { ...columns, organisationId: job.organisationId };
        });
        await tx.insert(table).values(batch as never);
        liveProgress.set(job.id, {
          processed: Math.min(start + INSERT_BATCH, accepted.length),
          total,
        });
      }
    });
  }

  async function process({ importId, organisationId, step }: ImportJobData): Promise<void> {
    const [job] = await db
      .select()
      .from(importJobs)
      .where(forOrganisation(db, organisationId).where(importJobs, eq(importJobs.id, importId)));
    if (!job) return;
    const expected = step === 'validate' ? 'validating' : 'importing';
    if (job.status !== expected) return; // Already handled (a retried queue job).
    let reportFileId: string | null = null;
    try {
      if (!job.fileId || !job.createdByUserId) throw new Error('The upload or its author is gone');
      const { data } = await readStoredFile(files, organisationId, job.fileId);
      const table = await readTable(data);
      const total = table.rows.length;
      liveProgress.set(job.id, { processed: 0, total });
      const scope = await accessScopeOf(db, { userId: job.createdByUserId, organisationId });
      const lookups = await loadLookups(db, organisationId, {
        locations: job.entity !== 'buildings',
        assets: job.entity === 'assets',
      });
      const checked = checkRows(job, mapRows(table.headers, job.mapping, table.rows), {
        lookups,
        scope,
      });
      checked.rejected.sort((a, b) => a.number - b.number);
      reportFileId = await saveReport(job, table.headers, checked.rejected);
      const checkedRows = {
        totalRows: total,
        processedRows: total,
        rejectedRows: checked.rejected.length,
        importedRows: 0,
        reportFileId,
        error: null,
      };

      if (step === 'validate') {
        await update(job, { ...checkedRows, status: 'validated' });
      } else if (job.mode === 'all_or_nothing' && checked.rejected.length > 0) {
        const nothing = problem('nothingImported', { count: checked.rejected.length });
        await update(job, { ...checkedRows, status: 'failed', error: encodeProblem(nothing) });
      } else {
        if (job.entity === 'assets') {
          assignAssetCodes(checked.accepted as unknown as Accepted<AssetInsert>[], lookups);
        }
        const started = Date.now();
        await insertRows(job, checked.accepted, total);
        log.info(
          { importId, entity: job.entity, rows: checked.accepted.length, ms: Date.now() - started },
          'Import written',
        );
        const imported = checked.accepted.length;
        await update(job, { ...checkedRows, status: 'completed', importedRows: imported });
      }
      await dropReport(job, reportFileId);
    } catch (error) {
      log.error({ err: error, importId }, 'Import step failed');
      await update(job, {
        status: 'failed',
        importedRows: 0,
        error: encodeProblem(problem(isUniqueViolation(error) ? 'changedMeanwhile' : 'failed')),
      }).catch(() => {});
      // The job keeps naming its last report; the one this step wrote is nobody's.
      if (reportFileId) await files.remove(organisationId, reportFileId).catch(() => {});
    } finally {
      liveProgress.delete(job.id);
    }
  }

  return { process };
}

export type ImportRunner = ReturnType<typeof createImportRunner>;
