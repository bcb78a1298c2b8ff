/** A contractor's documents: expiry status, a link to each file, delete, and upload. */
import { useState } from 'react';
import type { TContractorDocument } from '@mainstay/contracts';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/feedback/index.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useDeleteDocumentMutation, useDocumentsQuery } from '../../api/contractor-documents.ts';
import { useFormatDate } from '../format.ts';
import { ConfirmDialog } from '@/components/data-table';
import { DocumentStatusChip } from './document-status-chip.tsx';
import { DocumentUploadForm } from './document-upload-form.tsx';
import { errorMessage } from '@/lib/form-errors.ts';

export function ContractorDocuments({
  contractorId,
  canWrite,
}: {
  contractorId: string;
  canWrite: boolean;
}) {
  const { t } = useTranslation('team');
  const notify = useNotify();
  const formatDate = useFormatDate();
  const query = useDocumentsQuery(contractorId);
  const remove = useDeleteDocumentMutation(contractorId);
  const [deleting, setDeleting] = useState<TContractorDocument | null>(null);

  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(t('documents.deleted'));
      setDeleting(null);
    } catch (error) {
      notify.error(errorMessage(error, t('documents.deleteFailed')));
    }
  };

  return (
    <Box>
      {query.isPending ? (
        <LoadingState label={t('documents.loading')} />
      ) : query.isError ? (
        <ErrorState message={t('errors.loadFailed')} onRetry={() => void query.refetch()} />
      ) : query.data.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('documents.empty')}
        </Typography>
      ) : (
        <List dense aria-label={t('documents.listLabel')}>
          {query.data.data.map((document) => (
            <ListItem
              key={document.id}
              divider
              secondaryAction={
                canWrite ? (
                  <Tooltip title={t('documents.delete', { name: document.name })}>
                    <IconButton
                      edge="end"
                      aria-label={t('documents.delete', { name: document.name })}
                      onClick={() => setDeleting(document)}
                    >
                      <DeleteOutlined />
                    </IconButton>
                  </Tooltip>
                ) : undefined
              }
            >
              <ListItemText
                primary={
                  document.file ? (
                    <Link href={document.file.url} target="_blank" rel="noopener">
                      {document.name}
                    </Link>
                  ) : (
                    document.name
                  )
                }
                secondary={
                  <Box
                    component="span"
                    sx={{
                      display: 'flex',
                      flexWrap: 'wrap',
                      gap: 1,
                      alignItems: 'center',
                      mt: 0.5,
                    }}
                  >
                    <span>{t(`documents.kinds.${document.kind}`)}</span>
                    <span>
                      {document.expires_on
                        ? t('documents.expires', { date: formatDate(document.expires_on) })
                        : t('documents.noExpiry')}
                    </span>
                    {document.expired || document.expiring_soon ? (
                      <DocumentStatusChip status={document} />
                    ) : null}
                  </Box>
                }
                slotProps={{ secondary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {canWrite ? <DocumentUploadForm contractorId={contractorId} /> : null}
      <ConfirmDialog
        destructive
        open={deleting !== null}
        title={t('documents.deleteTitle')}
        message={deleting ? t('documents.deleteMessage', { name: deleting.name }) : ''}
        confirmLabel={t('actions.delete')}
        loading={remove.isPending}
        onConfirm={() => void handleDelete()}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
