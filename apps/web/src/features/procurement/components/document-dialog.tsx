/**
 * The purchase-order and invoice dialog (create and edit): loads the document when editing,
 * then hands it to the form. After a first save it stays on the saved document, so a failed
 * file upload can be retried without creating the document twice.
 */
import { useId, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/feedback';
import { useDocumentQuery } from '../api/get-document.ts';
import { KINDS, type ProcurementKind } from '../lib/kinds.ts';
import { DocumentForm } from './document-form.tsx';
import { StatusChip } from './status-chip.tsx';

export interface ProcurementDialogProps {
  open: boolean;
  onClose: () => void;
  /** The asset a new document is for (ignored when editing). */
  assetId?: string | undefined;
  /** The ticket a new document is for (ignored when editing). */
  ticketId?: string | undefined;
  /** The document to edit; none to create one. */
  documentId?: string | undefined;
}

export function DocumentDialog({
  kind,
  open,
  onClose,
  assetId,
  ticketId,
  documentId,
}: ProcurementDialogProps & { kind: ProcurementKind }) {
  const { t } = useTranslation('procurement');
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [savedId, setSavedId] = useState<string | null>(null);
  const id = documentId ?? savedId;
  const query = useDocumentQuery(kind, id);
  const words = KINDS[kind].words;
  const [busy, setBusy] = useState(false);

  const close = () => {
    setSavedId(null);
    onClose();
  };

  let body;
  if (id && query.isPending) body = <LoadingState label={t('loading')} />;
  else if (id && query.isError) {
    body = (
      <DialogContent>
        <ErrorState
          message={t(`${words}.loadFailed`)}
          onRetry={() => void query.refetch()}
          retryLabel={t('actions.retry')}
        />
      </DialogContent>
    );
  } else {
    const document = id ? (query.data ?? null) : null;
    body = (
      <DocumentForm
        key={document?.id ?? 'new'}
        kind={kind}
        document={document}
        assetId={document?.asset?.id ?? assetId ?? null}
        ticketId={document?.ticket?.id ?? ticketId ?? null}
        onSaved={(saved) => setSavedId(saved.id)}
        onClose={close}
        onBusyChange={setBusy}
      />
    );
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : close}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="lg"
    >
      <DialogTitle
        id={titleId}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        {id && query.data ? t(`${words}.edit`, { number: query.data.number }) : t(`${words}.new`)}
        {id && query.data ? (
          <StatusChip
            status={query.data.status}
            {...(kind === 'purchase_order' ? { received: 'done' as const } : {})}
          />
        ) : null}
      </DialogTitle>
      {body}
    </Dialog>
  );
}
