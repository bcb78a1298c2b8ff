/**
 * The ticket's photos and documents. On a phone "Take a photo" opens the camera directly
 * (capture="environment"); "Upload a file" takes anything. People who may change the ticket
 * can remove a file.
 */
import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import type { TTicketDetail, TTicketFile, TTicketKind } from '@mainstay/contracts';
import { visuallyHidden } from '@/components/feedback';
import { errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useDeleteTicketFileMutation, useUploadTicketFileMutation } from '../api/ticket-files.ts';
import { DeleteButton } from './delete-button.tsx';
import { useTicketFormat } from './format.ts';
import { DetailCard } from '@/components/layout';

interface FileListProps {
  files: TTicketFile[];
  canEdit: boolean;
  onDelete: (file: TTicketFile) => Promise<unknown>;
}

function PhotoGrid({ files, canEdit, onDelete }: FileListProps) {
  const { t } = useTranslation('ticketDetail');
  return (
    <Box
      component="ul"
      aria-label={t('files.photos')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: 'repeat(auto-fill, minmax(100px, 1fr))',
      }}
    >
      {files.map((file) => (
        <Box component="li" key={file.id} sx={{ position: 'relative' }}>
          <a href={file.url} target="_blank" rel="noreferrer">
            <Box
              component="img"
              src={file.url}
              alt={file.name}
              loading="lazy"
              sx={{
                width: '100%',
                aspectRatio: '1',
                objectFit: 'cover',
                borderRadius: 1,
                display: 'block',
              }}
            />
          </a>
          {canEdit ? (
            <Box
              sx={{
                position: 'absolute',
                top: 4,
                insetInlineEnd: 4,
                bgcolor: 'background.paper',
                borderRadius: '50%',
              }}
            >
              <DeleteButton
                label={t('files.delete', { name: file.name })}
                title={t('files.deleteTitle')}
                message={t('files.deleteMessage', { name: file.name })}
                done={t('notify.fileDeleted')}
                onDelete={() => onDelete(file)}
              />
            </Box>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}

function DocumentList({ files, canEdit, onDelete }: FileListProps) {
  const { t } = useTranslation('ticketDetail');
  const format = useTicketFormat();
  return (
    <Box component="ul" aria-label={t('files.documents')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {files.map((file) => (
        <Box
          component="li"
          key={file.id}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, minWidth: 0 }}
        >
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Link
              href={file.url}
              target="_blank"
              rel="noreferrer"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {file.name}
            </Link>
            <Typography variant="caption" color="text.secondary" component="div">
              {format.dateTime(file.created_at)}
            </Typography>
          </Box>
          {canEdit ? (
            <DeleteButton
              label={t('files.delete', { name: file.name })}
              title={t('files.deleteTitle')}
              message={t('files.deleteMessage', { name: file.name })}
              done={t('notify.fileDeleted')}
              onDelete={() => onDelete(file)}
            />
          ) : null}
        </Box>
      ))}
    </Box>
  );
}

export function FilesTab({ kind, ticket }: { kind: TTicketKind; ticket: TTicketDetail }) {
  const { t } = useTranslation('ticketDetail');
  const notify = useNotify();
  const camera = useRef<HTMLInputElement | null>(null);
  const picker = useRef<HTMLInputElement | null>(null);
  const upload = useUploadTicketFileMutation(kind, ticket.id);
  const remove = useDeleteTicketFileMutation(kind, ticket.id);
  const photos = ticket.files.filter((file) => file.kind === 'photo');
  const documents = ticket.files.filter((file) => file.kind === 'document');

  async function handleFiles(input: HTMLInputElement) {
    const files = Array.from(input.files ?? []);
    input.value = '';
    for (const file of files) {
      try {
        await upload.mutateAsync(file);
        notify.success(t('notify.fileUploaded', { name: file.name }));
      } catch (error) {
        notify.error(errorMessage(error, t('errors.uploadFailed', { name: file.name })));
      }
    }
  }

  const actions = ticket.can_edit ? (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        startIcon={<PhotoCameraOutlined />}
        loading={upload.isPending}
        onClick={() => camera.current?.click()}
      >
        {t('files.takePhoto')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<UploadFileOutlined />}
        disabled={upload.isPending}
        onClick={() => picker.current?.click()}
      >
        {t('files.upload')}
      </Button>
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        tabIndex={-1}
        aria-label={t('files.takePhoto')}
        style={visuallyHidden}
        onChange={(event) => void handleFiles(event.currentTarget)}
      />
      <input
        ref={picker}
        type="file"
        multiple
        tabIndex={-1}
        aria-label={t('files.chooseFiles')}
        style={visuallyHidden}
        onChange={(event) => void handleFiles(event.currentTarget)}
      />
    </Box>
  ) : null;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {actions}
      <DetailCard title={t('files.photos')}>
        {photos.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('files.noPhotos')}
          </Typography>
        ) : (
          <PhotoGrid
            files={photos}
            canEdit={ticket.can_edit}
            onDelete={(file) => remove.mutateAsync(file.id)}
          />
        )}
      </DetailCard>
      <DetailCard title={t('files.documents')}>
        {documents.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('files.noDocuments')}
          </Typography>
        ) : (
          <DocumentList
            files={documents}
            canEdit={ticket.can_edit}
            onDelete={(file) => remove.mutateAsync(file.id)}
          />
        )}
      </DetailCard>
    </Box>
  );
}
