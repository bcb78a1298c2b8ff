/** The building's photo, with upload/replace/remove for those who may edit buildings. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TBuilding } from '@mainstay/contracts';
import { useAbility } from '@/lib/ability.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useBuildingPhotoMutation } from '../../api/save-building.ts';
import { FileButton } from '@/components/detail';
import { DetailCard } from '@/components/layout';
import { errorMessage } from '@/lib/form-errors.ts';

export function BuildingPhotoCard({ building }: { building: TBuilding }) {
  const { t } = useTranslation('places');
  const canEdit = useAbility().can('write', 'buildings');
  const notify = useNotify();
  const photo = useBuildingPhotoMutation(building.id);

  async function handleChange(file: File | null) {
    try {
      await photo.mutateAsync(file);
      notify.success(t(file ? 'notify.photoSaved' : 'notify.photoRemoved'));
    } catch (error) {
      notify.error(errorMessage(error, t('errors.photoFailed')));
    }
  }

  return (
    <DetailCard title={t('building.photo')}>
      {building.photo ? (
        <Box
          component="img"
          src={building.photo.url}
          alt={t('building.photoAlt', { name: building.name })}
          sx={{
            width: '100%',
            maxHeight: 260,
            objectFit: 'cover',
            borderRadius: 1,
            display: 'block',
          }}
        />
      ) : (
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 1,
            py: 4,
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            borderRadius: 1,
            color: 'text.secondary',
          }}
        >
          <PhotoCameraOutlined aria-hidden />
          <Typography variant="body2">{t('building.noPhoto')}</Typography>
        </Box>
      )}
      {canEdit && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
          <FileButton
            size="small"
            variant="outlined"
            loading={photo.isPending}
            accept="image/png,image/jpeg,image/webp,image/gif"
            inputLabel={t('building.photo')}
            onFiles={([file]) => void handleChange(file)}
          >
            {building.photo ? t('building.replacePhoto') : t('building.uploadPhoto')}
          </FileButton>
          {building.photo && (
            <Button
              size="small"
              color="error"
              disabled={photo.isPending}
              onClick={() => void handleChange(null)}
            >
              {t('building.removePhoto')}
            </Button>
          )}
        </Box>
      )}
    </DetailCard>
  );
}
