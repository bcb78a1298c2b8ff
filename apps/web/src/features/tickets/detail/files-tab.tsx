/**
 * The ticket's photos and documents. On a phone "Take a photo" opens the camera directly
 * (capture="environment"); "Upload a file" takes anything. People who may change the ticket
 * can remove a file.
 */
import Box from '@mui/material/Box';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import type { TTicketDetail, TTicketFile, TTicketKind } from '@mainstay/contracts';
import { FileButton, FileLinkList, PhotoGallery, EmptyLine } from '@/components/detail';
import { DetailCard } from '@/components/layout';
import { errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useDeleteTicketFileMutation, useUploadTicketFileMutation } from '../api/ticket-files.ts';
import { DeleteButton } from './delete-button.tsx';
import { useTicketFormat } from './format.ts';

export function FilesTab({ kind, ticket }: { kind: TTicketKind; ticket: TTicketDetail }) {
  const { t } = useTranslation('ticketDetail');
  const notify = useNotify();
  const format = useTicketFormat();
  const upload = useUploadTicketFileMutation(kind, ticket.id);
  const remove = useDeleteTicketFileMutation(kind, ticket.id);
  const photos = ticket.files.filter((file) => file.kind === 'photo');
  const documents = ticket.files.filter((file) => file.kind === 'document');

  async function handleFiles(files: File[]) {
    for (const file of files) {
      try {
        await upload.mutateAsync(file);
        notify.success(t('notify.fileUploaded', { name: file.name }));
      } catch (error) {
        notify.error(errorMessage(error, t('errors.uploadFailed', { name: file.name })));
      }
    }
  }

  const deleteButton = (file: TTicketFile) =>
    ticket.can_edit ? (
      <DeleteButton
        what="file"
        values={{ name: file.name }}
        onDelete={() => remove.mutateAsync(file.id)}
      />
    ) : null;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {ticket.can_edit ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <FileButton
            variant="contained"
            startIcon={<PhotoCameraOutlined />}
            loading={upload.isPending}
            accept="image/*"
            capture="environment"
            inputLabel={t('files.takePhoto')}
            onFiles={(files) => void handleFiles(files)}
          >
            {t('files.takePhoto')}
          </FileButton>
          <FileButton
            variant="outlined"
            startIcon={<UploadFileOutlined />}
            disabled={upload.isPending}
            multiple
            inputLabel={t('files.chooseFiles')}
            onFiles={(files) => void handleFiles(files)}
          >
            {t('files.upload')}
          </FileButton>
        </Box>
      ) : null}
      <DetailCard title={t('files.photos')}>
        {photos.length === 0 ? (
          <EmptyLine>{t('files.noPhotos')}</EmptyLine>
        ) : (
          <PhotoGallery
            label={t('files.photos')}
            photos={photos.map((file) => ({ ...file, alt: file.name }))}
            action={ticket.can_edit ? deleteButton : undefined}
          />
        )}
      </DetailCard>
      <DetailCard title={t('files.documents')}>
        {documents.length === 0 ? (
          <EmptyLine>{t('files.noDocuments')}</EmptyLine>
        ) : (
          <FileLinkList
            label={t('files.documents')}
            files={documents.map((file) => ({
              id: file.id,
              url: file.url,
              name: file.name,
              details: format.dateTime(file.created_at),
              action: deleteButton(file),
            }))}
          />
        )}
      </DetailCard>
    </Box>
  );
}
