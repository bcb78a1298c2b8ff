/**
 * A contractor's compliance documents (insurance, certifications, licences): an uploaded file
 * with a kind, a name and an optional expiry date. The file is checked by its content by the
 * file service; removing a document removes its file.
 */
import {
  ZContractorDocumentFields,
  type TContractorDocument,
  type TContractorDocumentListResponse,
  type TFieldErrors,
  type TDomainErrorCode,
} from '@mainstay/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contractorDocuments, type ContractorDocument } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, ValidationError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import type { Upload } from '../../plugins/files.ts';
import { expiryOf, findContractor } from './contractors.service.ts';
import { fileRowsById, today, type TeamDeps } from './team.shared.ts';

export const DOCUMENT_NOT_FOUND = 'DOCUMENT_NOT_FOUND' satisfies TDomainErrorCode;

async function toDocuments(
  deps: TeamDeps,
  executor: Executor,
  organisationId: string,
  rows: ContractorDocument[],
): Promise<TContractorDocument[]> {
  const fileRows = await fileRowsById(
    executor,
    organisationId,
    rows.map((row) => row.fileId),
  );
  const on = today();
  return rows.map((row) => {
    const file = row.fileId ? fileRows.get(row.fileId) : undefined;
    return {
      id: row.id,
      contractor_id: row.contractorId,
      kind: row.kind,
      name: row.name,
      expires_on: row.expiresOn,
      ...expiryOf(row.expiresOn, on),
      file: file ? deps.files.link(file) : null,
      created_at: row.createdAt.toISOString(),
    };
  });
}

export async function listDocuments(
  deps: TeamDeps,
  auth: RequestAuth,
  contractorId: string,
): Promise<TContractorDocumentListResponse> {
  await findContractor(deps.db, auth, contractorId);
  const rows = await deps.db
    .select()
    .from(contractorDocuments)
    .where(
      forOrganisation(deps.db, auth.organisationId).where(
        contractorDocuments,
        eq(contractorDocuments.contractorId, contractorId),
      ),
    )
    // Soonest expiry first; documents that never expire last.
    .orderBy(sql`${contractorDocuments.expiresOn} asc nulls last`, asc(contractorDocuments.name));
  return { data: await toDocuments(deps, deps.db, auth.organisationId, rows) };
}

/** The upload's text fields checked with the contract; field errors a form can show. */
function documentFields(upload: Upload) {
  const parsed = ZContractorDocumentFields.safeParse(upload.fields);
  if (parsed.success) return parsed.data;
  const errors: TFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || 'body';
    (errors[key] ??= []).push(issue.message);
  }
  throw new ValidationError(errors);
}

export async function addDocument(
  deps: TeamDeps,
  auth: RequestAuth,
  contractorId: string,
  readUpload: () => Promise<Upload>,
): Promise<TContractorDocument> {
  const contractor = await findContractor(deps.db, auth, contractorId);
  const upload = await readUpload();
  const fields = documentFields(upload);
  const file = await deps.files.save({
    organisationId: auth.organisationId,
    userId: auth.userId,
    purpose: 'document',
    filename: upload.filename,
    data: upload.data,
  });
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await forOrganisation(tx, auth.organisationId).insert(contractorDocuments, [
        {
          contractorId,
          kind: fields.kind,
          name: fields.name,
          expiresOn: fields.expires_on ?? null,
          fileId: file.id,
        },
      ]);
      if (!row) throw new Error('The document was not stored');
      await recordAudit(tx, {
        organisationId: auth.organisationId,
        actorUserId: auth.userId,
        action: 'contractor.document_added',
        entityType: 'contractor',
        entityId: contractorId,
        entityLabel: contractor.companyName,
        after: { document_id: row.id, kind: row.kind, name: row.name, expires_on: row.expiresOn },
      });
      const [view] = await toDocuments(deps, tx, auth.organisationId, [row]);
      if (!view) throw new Error('The document was not stored');
      return view;
    });
  } catch (error) {
    // Nothing should point at a file whose document was never recorded.
    await deps.files.remove(auth.organisationId, file.id);
    throw error;
  }
}

export async function deleteDocument(
  deps: TeamDeps,
  auth: RequestAuth,
  contractorId: string,
  documentId: string,
): Promise<void> {
  const fileId = await deps.db.transaction(async (tx) => {
    const contractor = await findContractor(tx, auth, contractorId);
    const [row] = await forOrganisation(tx, auth.organisationId).delete(
      contractorDocuments,
      and(
        eq(contractorDocuments.id, documentId),
        eq(contractorDocuments.contractorId, contractorId),
      ),
    );
    if (!row) throw new AppError(DOCUMENT_NOT_FOUND);
    await recordAudit(tx, {
      organisationId: auth.organisationId,
      actorUserId: auth.userId,
      action: 'contractor.document_removed',
      entityType: 'contractor',
      entityId: contractorId,
      entityLabel: contractor.companyName,
      before: { document_id: row.id, kind: row.kind, name: row.name, expires_on: row.expiresOn },
    });
    return row.fileId;
  });
  if (fileId) await deps.files.remove(auth.organisationId, fileId);
}
