/**
 * A contractor's compliance documents (insurance, certifications, licences): an uploaded file
 * with a kind, a name and an optional expiry date. The file is checked by its content by the
 * file service; removing a document removes its file.
 */
import {
  ZContractorDocumentFields,
  type TContractorDocument,
  type TContractorDocumentListResponse,
  type TDomainErrorCode,
} from '@mainstay/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contractorDocuments, type ContractorDocument } from '../../db/schema/index.ts';
import { recordChange } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import type { Upload } from '../../plugins/files.ts';
import { checkUploadFields } from '../files/index.ts';
import { contractorSubject, expiryOf, findContractor } from './contractors.service.ts';
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

/** What the log keeps of a document. */
const documentEntry = (row: ContractorDocument) => ({
  document_id: row.id,
  kind: row.kind,
  name: row.name,
  expires_on: row.expiresOn,
});

export async function addDocument(
  deps: TeamDeps,
  auth: RequestAuth,
  contractorId: string,
  readUpload: () => Promise<Upload>,
): Promise<TContractorDocument> {
  const contractor = await findContractor(deps.db, auth, contractorId);
  const upload = await readUpload();
  const fields = checkUploadFields(ZContractorDocumentFields, upload.fields);
  return deps.files.saveFor(auth, 'document', upload, (file) =>
    deps.db.transaction(async (tx) => {
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
      await recordChange(tx, auth, 'contractor.document_added', contractorSubject(contractor), {
        after: documentEntry(row),
      });
      const [view] = await toDocuments(deps, tx, auth.organisationId, [row]);
      if (!view) throw new Error('The document was not stored');
      return view;
    }),
  );
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
    await recordChange(tx, auth, 'contractor.document_removed', contractorSubject(contractor), {
      before: documentEntry(row),
    });
    return row.fileId;
  });
  if (fileId) await deps.files.remove(auth.organisationId, fileId);
}
