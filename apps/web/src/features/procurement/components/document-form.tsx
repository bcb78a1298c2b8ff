/**
 * The body of the purchase-order and invoice dialog: number (generated when left empty),
 * supplier, dates, currency, line items with a live preview of the totals, notes, the
 * attached file, and in edit mode the status buttons and deleting a draft. What was typed
 * stays when the server refuses it; its field messages land on the fields.
 */
import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/data-table';
import { useAbility } from '@/lib/ability.ts';
import { useNotify } from '@/lib/notifications.tsx';
import type { DocumentDetail } from '../api/get-document.ts';
import {
  useDeleteDocumentMutation,
  useDocumentFileMutation,
  useSaveDocumentMutation,
  type DocumentRequest,
} from '../api/save-document.ts';
import { KINDS, type ProcurementKind } from '../lib/kinds.ts';
import {
  documentRequest,
  formValuesOf,
  ZDocumentForm,
  type TDocumentForm,
} from '../schemas/document-form-schema.ts';
import { DocumentFileField, type PendingFile } from './document-file-field.tsx';
import { FormTextField } from './form-fields.tsx';
import { applyServerErrors, errorMessage } from '@/lib/form-errors.ts';
import { LineItemsEditor } from './line-items-editor.tsx';
import { PurchaseOrderPicker } from './purchase-order-picker.tsx';
import { StatusActions } from './status-actions.tsx';
import { SupplierField } from './supplier-field.tsx';

export interface DocumentFormProps {
  kind: ProcurementKind;
  document: DocumentDetail | null;
  assetId: string | null;
  /** The ticket screen the form opened from: new documents are linked to it; edits keep their link. */
  ticketId: string | null;
  onSaved: (document: DocumentDetail) => void;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}

const FIELD =
  /^(number|supplier_name|issue_date|due_date|currency|notes|purchase_order_id|lines(\.\d+\.(description|quantity|unit_price|tax_rate))?)$/;
const FIELD_OF_SERVER_KEY: Record<string, string> = { supplier_contractor_id: 'supplier_name' };
const LOCKED_FIELDS = ['lines', 'currency', 'supplier_contractor_id', 'supplier_name'];
const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
};

export function DocumentForm({
  kind,
  document,
  assetId,
  ticketId,
  onSaved,
  onClose,
  onBusyChange,
}: DocumentFormProps) {
  const { t } = useTranslation('procurement');
  const notify = useNotify();
  const ability = useAbility();
  const config = KINDS[kind];
  const save = useSaveDocumentMutation(kind);
  const fileMutation = useDocumentFileMutation(kind);
  const remove = useDeleteDocumentMutation(kind);
  const [pendingFile, setPendingFile] = useState<PendingFile>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { control, handleSubmit, setError } = useForm<TDocumentForm>({
    resolver: zodResolver(ZDocumentForm),
    defaultValues: formValuesOf(document),
    mode: 'onTouched',
  });

  const canEdit = document ? ability.can('write', 'assets') : ability.can('add', 'assets');
  const locked = document ? config.locked.includes(document.status) : false;
  const busy = save.isPending || fileMutation.isPending || remove.isPending;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const handleSave = handleSubmit(async (values) => {
    setFormError(null);
    const full = documentRequest(values, {
      assetId,
      ticketId: document ? null : ticketId,
      invoice: kind === 'invoice',
    });
    // Approved amounts cannot change; send only what still may.
    const body: Partial<DocumentRequest> = locked
      ? Object.fromEntries(Object.entries(full).filter(([key]) => !LOCKED_FIELDS.includes(key)))
      : full;
    let saved: DocumentDetail;
    try {
      saved = await (document
        ? save.mutateAsync({ id: document.id, body })
        : save.mutateAsync({ id: null, body: full }));
    } catch (error) {
      const { placed } = applyServerErrors(error, setError, (key) => {
        const field = FIELD_OF_SERVER_KEY[key] ?? key;
        return FIELD.test(field) ? (field as Path<TDocumentForm>) : undefined;
      });
      if (!placed) setFormError(errorMessage(error, t('errors.saveFailed')));
      return;
    }
    if (pendingFile !== undefined) {
      try {
        await fileMutation.mutateAsync({ id: saved.id, file: pendingFile });
        setPendingFile(undefined);
      } catch (error) {
        onSaved(saved);
        setFormError(t('errors.fileFailed', { message: errorMessage(error, '') }));
        return;
      }
    }
    notify.success(document ? t(`${config.words}.updated`) : t(`${config.words}.created`));
    onClose();
  });

  const handleDelete = async () => {
    if (!document) return;
    try {
      await remove.mutateAsync(document.id);
      notify.success(t(`${config.words}.deleted`));
      setConfirmDelete(false);
      onClose();
    } catch (error) {
      setConfirmDelete(false);
      setFormError(errorMessage(error, t('errors.deleteFailed')));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSave} sx={{ display: 'contents' }}>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          {!canEdit ? <Alert severity="info">{t('readOnly')}</Alert> : null}
          {document ? <StatusActions kind={kind} document={document} disabled={busy} /> : null}
          {locked ? (
            <Alert severity="info">
              {t('lines.locked', { status: t(`statuses.${document?.status ?? 'draft'}`) })}
            </Alert>
          ) : null}
          <Box sx={GRID}>
            <FormTextField
              control={control}
              name="number"
              label={t('fields.number')}
              placeholder={t('fields.numberPlaceholder')}
              disabled={!canEdit}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <SupplierField control={control} disabled={!canEdit || locked} />
            <FormTextField
              control={control}
              name="issue_date"
              type="date"
              label={t('fields.issueDate')}
              required
              disabled={!canEdit}
            />
            <FormTextField
              control={control}
              name="due_date"
              type="date"
              label={t('fields.dueDate')}
              disabled={!canEdit}
            />
            <FormTextField
              control={control}
              name="currency"
              label={t('fields.currency')}
              hint={t('fields.currencyHint')}
              required
              disabled={!canEdit || locked}
              slotProps={{ htmlInput: { maxLength: 3, style: { textTransform: 'uppercase' } } }}
            />
            {kind === 'invoice' ? (
              <PurchaseOrderPicker
                control={control}
                assetId={assetId}
                ticketId={ticketId}
                current={document && 'purchase_order' in document ? document.purchase_order : null}
                disabled={!canEdit}
              />
            ) : null}
          </Box>
          <Divider />
          <LineItemsEditor control={control} disabled={!canEdit || locked} />
          <Divider />
          <FormTextField
            control={control}
            name="notes"
            label={t('fields.notes')}
            multiline
            minRows={2}
            disabled={!canEdit}
          />
          <DocumentFileField
            current={document?.file ?? null}
            pending={pendingFile}
            onChange={setPendingFile}
            disabled={!canEdit}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {document && document.status === 'draft' && ability.can('write', 'assets') ? (
          <Button color="error" onClick={() => setConfirmDelete(true)} disabled={busy}>
            {t('actions.delete')}
          </Button>
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={onClose} disabled={busy}>
          {canEdit ? t('actions.cancel') : t('actions.close')}
        </Button>
        {canEdit ? (
          <Button
            type="submit"
            variant="contained"
            loading={save.isPending || fileMutation.isPending}
          >
            {t('actions.save')}
          </Button>
        ) : null}
      </DialogActions>
      <ConfirmDialog
        open={confirmDelete}
        title={t(`${config.words}.deleteTitle`)}
        message={t(`${config.words}.deleteMessage`, { number: document?.number ?? '' })}
        confirmLabel={t('actions.delete')}
        destructive
        loading={remove.isPending}
        onConfirm={() => void handleDelete()}
        onClose={() => setConfirmDelete(false)}
      />
    </Box>
  );
}
