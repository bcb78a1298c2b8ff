/** "Photo": upload a new profile photo (through the crop step) or remove it. */
import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import type { TProfile } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/lib/notifications.tsx';
import { useUploadProfileImageMutation } from '../api/profile-images.ts';
import { AvatarCropDialog } from './avatar-crop-dialog.tsx';
import { ProfileAvatar } from './profile-header-card.tsx';
import { RemoveImageButton } from './remove-image-button.tsx';
import { SectionCard } from './section-card.tsx';
import { errorMessage } from '@/lib/form-errors.ts';

export const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

export function AvatarCard({ profile }: { profile: TProfile }) {
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadProfileImageMutation('avatar');

  const handleChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (chosen && !chosen.type.startsWith('image/')) {
      notify.error(t('avatar.notImage'));
      return;
    }
    setFile(chosen);
  };

  const handleUnreadable = useCallback(() => {
    setFile(null);
    notify.error(t('avatar.unreadable'));
  }, [notify, t]);

  const handleSave = (cropped: Blob) => {
    upload.mutate(
      { file: cropped, filename: 'avatar.jpg' },
      {
        onSuccess: () => {
          setFile(null);
          notify.success(t('avatar.saved'));
        },
        onError: (error) => notify.error(errorMessage(error, t('errors.generic'))),
      },
    );
  };

  return (
    <SectionCard section="avatar">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}>
        <ProfileAvatar profile={profile} size={72} />
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<PhotoCameraOutlined />}
            onClick={() => inputRef.current?.click()}
          >
            {profile.avatar ? t('avatar.change') : t('avatar.upload')}
          </Button>
          {profile.avatar ? <RemoveImageButton image="avatar" /> : null}
        </Stack>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t('avatar.formats')}
      </Typography>
      <input
        ref={inputRef}
        type="file"
        accept={IMAGE_TYPES}
        hidden
        aria-label={t('avatar.upload')}
        onChange={handleChoose}
      />
      <AvatarCropDialog
        file={file}
        saving={upload.isPending}
        onCancel={() => setFile(null)}
        onSave={handleSave}
        onUnreadable={handleUnreadable}
      />
    </SectionCard>
  );
}
