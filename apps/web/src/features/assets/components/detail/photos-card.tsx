/** The asset's photo gallery, with upload and removal for those who may change the asset. */
import IconButton from '@mui/material/IconButton';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { TAssetDetail } from '@mainstay/contracts';
import { FileButton, PhotoGallery, EmptyLine } from '@/components/detail';
import { DetailCard } from '@/components/layout';
import { useNotify } from '@/lib/notifications.tsx';
import { useRemoveAssetFileMutation, useUploadAssetFileMutation } from '../../api/asset-files.ts';
import { useServerMessage } from '../form/form-helpers.ts';

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

export function PhotosCard({ asset, canEdit }: { asset: TAssetDetail; canEdit: boolean }) {
  const { t } = useTranslation('assets');
  const notify = useNotify();
  const errorMessage = useServerMessage();
  const upload = useUploadAssetFileMutation(asset.id, 'photo');
  const remove = useRemoveAssetFileMutation(asset.id);

  /** Runs one change, announcing `done` or why it failed. */
  async function announce(change: Promise<unknown>, done: string, failed: string) {
    try {
      await change;
      notify.success(done);
    } catch (error) {
      notify.error(errorMessage(error, failed));
    }
  }

  function handleUpload([file]: [File, ...File[]]) {
    void announce(upload.mutateAsync({ file }), t('photos.uploaded'), t('errors.uploadFailed'));
  }

  return (
    <DetailCard
      title={t('photos.title')}
      action={
        canEdit && (
          <FileButton
            size="small"
            startIcon={<AddPhotoAlternateOutlined />}
            loading={upload.isPending}
            accept={IMAGE_TYPES}
            inputLabel={t('photos.chooseFile')}
            onFiles={handleUpload}
          >
            {t('photos.add')}
          </FileButton>
        )
      }
    >
      {asset.photos.length === 0 ? (
        <EmptyLine>{t('photos.empty')}</EmptyLine>
      ) : (
        <PhotoGallery
          label={t('photos.title')}
          tileSize={110}
          photos={asset.photos.map((photo, index) => ({
            id: photo.file.id,
            url: photo.file.url,
            alt: photo.title || t('photos.alt', { name: asset.name, number: index + 1 }),
          }))}
          action={
            canEdit
              ? (photo, index) => (
                  <IconButton
                    size="small"
                    aria-label={t('photos.remove', { number: index + 1 })}
                    onClick={() =>
                      void announce(
                        remove.mutateAsync(photo.id),
                        t('photos.removed'),
                        t('errors.deleteFailed'),
                      )
                    }
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                )
              : undefined
          }
        />
      )}
    </DetailCard>
  );
}
