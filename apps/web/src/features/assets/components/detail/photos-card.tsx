/** The asset's photo gallery, with upload and removal for those who may change the asset. */
import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { TAssetDetail } from '@mainstay/contracts';
import { visuallyHidden } from '@/components/feedback';
import { useNotify } from '@/lib/notifications.tsx';
import { useRemoveAssetFileMutation, useUploadAssetFileMutation } from '../../api/asset-files.ts';
import { useServerMessage } from '../form/form-helpers.ts';
import { DetailCard } from '@/components/layout';

export function PhotosCard({ asset, canEdit }: { asset: TAssetDetail; canEdit: boolean }) {
  const { t } = useTranslation('assets');
  const notify = useNotify();
  const errorMessage = useServerMessage();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAssetFileMutation(asset.id, 'photo');
  const remove = useRemoveAssetFileMutation(asset.id);

  async function handleFile(file: File | undefined) {
    if (!file) return;
    try {
      await upload.mutateAsync({ file });
      notify.success(t('photos.uploaded'));
    } catch (error) {
      notify.error(errorMessage(error, t('errors.uploadFailed')));
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  async function handleRemove(fileId: string) {
    try {
      await remove.mutateAsync(fileId);
      notify.success(t('photos.removed'));
    } catch (error) {
      notify.error(errorMessage(error, t('errors.deleteFailed')));
    }
  }

  return (
    <DetailCard
      title={t('photos.title')}
      action={
        canEdit && (
          <Button
            size="small"
            startIcon={<AddPhotoAlternateOutlined />}
            loading={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {t('photos.add')}
          </Button>
        )
      }
    >
      <Box
        component="input"
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        aria-label={t('photos.chooseFile')}
        tabIndex={-1}
        sx={visuallyHidden}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
          void handleFile(event.target.files?.[0])
        }
      />
      {asset.photos.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('photos.empty')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('photos.title')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
          }}
        >
          {asset.photos.map((photo, index) => (
            <Box component="li" key={photo.file.id} sx={{ position: 'relative' }}>
              <a href={photo.file.url} target="_blank" rel="noreferrer">
                <Box
                  component="img"
                  src={photo.file.url}
                  alt={photo.title || t('photos.alt', { name: asset.name, number: index + 1 })}
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
              {canEdit && (
                <IconButton
                  size="small"
                  aria-label={t('photos.remove', { number: index + 1 })}
                  onClick={() => void handleRemove(photo.file.id)}
                  sx={{
                    position: 'absolute',
                    top: 4,
                    insetInlineEnd: 4,
                    bgcolor: 'background.paper',
                    '&:hover': { bgcolor: 'background.paper' },
                  }}
                >
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              )}
            </Box>
          ))}
        </Box>
      )}
    </DetailCard>
  );
}
