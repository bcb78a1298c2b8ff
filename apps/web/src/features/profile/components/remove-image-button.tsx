/** "Remove photo" / "Remove signature": deletes the profile's image at once and says so. */
import Button from '@mui/material/Button';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useRemoveProfileImageMutation, type ProfileImage } from '../api/profile-images.ts';

export function RemoveImageButton({ image }: { image: ProfileImage }) {
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const remove = useRemoveProfileImageMutation(image);

  const handleRemove = () => {
    remove.mutate(undefined, {
      onSuccess: () => notify.success(t(`${image}.removed`)),
      onError: (error) => notify.error(errorMessage(error, t('errors.generic'))),
    });
  };

  return (
    <Button
      color="error"
      startIcon={<DeleteOutlined />}
      onClick={handleRemove}
      loading={remove.isPending}
    >
      {t(`${image}.remove`)}
    </Button>
  );
}
