/**
 * Moving a document through its statuses (only the moves its kind allows; approving needs the
 * permission to manage assets and records who and when; paying records when) and its attached
 * file (one per document, replaced by a new upload).
 */
import { AppError } from '../../lib/errors.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import type { Upload } from '../../plugins/files.ts';
import { documentDetail, findDocument, type DocumentDetail } from './documents.service.ts';
import { auditDocument, updateDocumentRow } from './documents.writes.ts';
import {
  APPROVE_FORBIDDEN,
  type DocumentKind,
  type ProcurementDeps,
} from './procurement.shared.ts';

export async function changeStatus(
  deps: ProcurementDeps,
  kind: DocumentKind,
  auth: RequestAuth,
  id: string,
  input: { status: string; note?: string | undefined },
): Promise<DocumentDetail> {
  return deps.db.transaction(async (tx) => {
    const { doc } = await findDocument(tx, kind, auth, id);
    const target = input.status;
    if (target === 'approved' && !auth.ability.can('manage', 'assets')) {
      throw new AppError(APPROVE_FORBIDDEN);
    }
    if (!(kind.transitions[doc.status] ?? []).includes(target)) {
      throw new AppError('DOCUMENT_TRANSITION_NOT_ALLOWED', {
        params: { kind: kind.entity, from: doc.status, to: target },
      });
    }
    const now = new Date();
    const values: Record<string, unknown> = { status: target };
    if (target === 'approved') {
      values.approvedByUserId = auth.userId;
      values.approvedAt = now;
    }
    if (target === 'paid') values.paidAt = now;
    await updateDocumentRow(tx, kind, auth.organisationId, id, values);
    await auditDocument(tx, kind, auth, doc, 'status_changed', {
      before: { status: doc.status },
      after: { status: target, ...(input.note ? { note: input.note } : {}) },
    });
    return documentDetail(deps, kind, auth, id, tx);
  });
}

export async function attachFile(
  deps: ProcurementDeps,
  kind: DocumentKind,
  auth: RequestAuth,
  id: string,
  readUpload: () => Promise<Upload>,
): Promise<DocumentDetail> {
  // Checked before the upload is read: nothing is stored for a document the caller cannot see.
  await findDocument(deps.db, kind, auth, id);
  const upload = await readUpload();
  let replaced: string | null = null;
  const detail = await deps.files.saveFor(auth, 'document', upload, (file) =>
    deps.db.transaction(async (tx) => {
      const { doc } = await findDocument(tx, kind, auth, id);
      replaced = doc.fileId;
      await updateDocumentRow(tx, kind, auth.organisationId, id, { fileId: file.id });
      await auditDocument(tx, kind, auth, doc, 'file_attached', {
        after: { file_id: file.id, name: file.originalName },
      });
      return documentDetail(deps, kind, auth, id, tx);
    }),
  );
  if (replaced) await deps.files.remove(auth.organisationId, replaced);
  return detail;
}

export async function removeFile(
  deps: ProcurementDeps,
  kind: DocumentKind,
  auth: RequestAuth,
  id: string,
): Promise<void> {
  const fileId = await deps.db.transaction(async (tx) => {
    const { doc } = await findDocument(tx, kind, auth, id);
    if (!doc.fileId) return null;
    await updateDocumentRow(tx, kind, auth.organisationId, id, { fileId: null });
    await auditDocument(tx, kind, auth, doc, 'file_removed', { before: { file_id: doc.fileId } });
    return doc.fileId;
  });
  if (fileId) await deps.files.remove(auth.organisationId, fileId);
}
