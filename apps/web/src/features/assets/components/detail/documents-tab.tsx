/** The asset's documents (manuals, certificates): upload with a title, open, remove. */
import { useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { TAssetDetail } from '@mainstay/contracts';
import { EmptyState } from '@/components/feedback';
import { isApiError } from '@/lib/api-client.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useRemoveAssetFileMutation, useUploadAssetFileMutation } from '../../api/asset-files.ts';
import { translateServerMessage, useServerMessage } from '../form/form-helpers.ts';
import { formatDateTime } from '../labels.tsx';
import { DetailCard } from '@/components/layout';

function UploadForm({ assetId }: { assetId: string }) {
  const { t } = useTranslation('assets');
  const notify = useNotify();
  const upload = useUploadAssetFileMutation(assetId, 'document');
  const fileInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ title?: string; file?: string }>({});

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(title.trim() ? {} : { title: t('validation.titleRequired') }),
      ...(file ? {} : { file: t('validation.fileRequired') }),
    };
    setErrors(found);
    if (!file || Object.keys(found).length > 0) return;
    try {
      await upload.mutateAsync({ file, title: title.trim() });
      notify.success(t('documents.uploaded', { title: title.trim() }));
      setTitle('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      const message = isApiError(error)
        ? (error.errors?.title?.[0] ?? error.errors?.file?.[0] ?? error.message)
        : '';
      setErrors({ file: message ? translateServerMessage(t, message) : t('errors.uploadFailed') });
    }
  }

  return (
    <Box
      component="form"
      onSubmit={handleSubmit}
      noValidate
      aria-label={t('documents.uploadLabel')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' },
        alignItems: 'start',
        mb: 2,
      }}
    >
      <TextField
        size="small"
        label={t('documents.titleLabel')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={Boolean(errors.title)}
        helperText={errors.title ?? t('documents.titleHint')}
        required
      />
      <TextField
        size="small"
        type="file"
        label={t('documents.fileLabel')}
        inputRef={fileInput}
        onChange={(event) => setFile((event.target as HTMLInputElement).files?.[0] ?? null)}
        error={Boolean(errors.file)}
        helperText={errors.file ?? ' '}
        slotProps={{ inputLabel: { shrink: true } }}
        required
      />
      <Button type="submit" variant="contained" loading={upload.isPending}>
        {t('documents.upload')}
      </Button>
    </Box>
  );
}

export function DocumentsTab({ asset, canEdit }: { asset: TAssetDetail; canEdit: boolean }) {
  const { t, i18n } = useTranslation('assets');
  const notify = useNotify();
  const errorMessage = useServerMessage();
  const remove = useRemoveAssetFileMutation(asset.id);

  async function handleRemove(fileId: string, title: string) {
    try {
      await remove.mutateAsync(fileId);
      notify.success(t('documents.removed', { title }));
    } catch (error) {
      notify.error(errorMessage(error, t('errors.deleteFailed')));
    }
  }

  return (
    <DetailCard title={t('tabs.documents')}>
      {canEdit && <UploadForm assetId={asset.id} />}
      {asset.documents.length === 0 ? (
        <EmptyState
          title={t('documents.emptyTitle')}
          description={t('documents.emptyDescription')}
        />
      ) : (
        <List aria-label={t('tabs.documents')}>
          {asset.documents.map((document) => (
            <ListItem
              key={document.file.id}
              divider
              secondaryAction={
                canEdit && (
                  <IconButton
                    aria-label={t('documents.remove', { title: document.title })}
                    onClick={() => void handleRemove(document.file.id, document.title)}
                  >
                    <DeleteOutlined />
                  </IconButton>
                )
              }
            >
              <ListItemText
                primary={
                  <Link href={document.file.url} target="_blank" rel="noreferrer">
                    {document.title || document.file.name}
                  </Link>
                }
                secondary={`${document.file.name} · ${formatDateTime(document.created_at, i18n.language)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </DetailCard>
  );
}
