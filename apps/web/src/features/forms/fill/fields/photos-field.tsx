/**
 * Photos: the phone's camera (or its gallery) opens from "Add photos"; each photo uploads at
 * once and shows as a thumbnail with its Remove button, up to the field's number of photos.
 */
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { FileButton, PhotoGallery } from '@/components/detail';
import { useFieldContext } from '../field-context.tsx';
import type { FieldOf, FieldProps } from './field-props.ts';
import { GroupFrame } from './group-frame.tsx';
import { UploadState } from './upload-state.tsx';
import { useFieldUpload } from './use-field-upload.ts';

export function PhotosAnswerField({
  field,
  value,
  onChange,
  error,
}: FieldProps<FieldOf<'photos'>>) {
  const { t } = useTranslation('forms');
  const { readOnly, fileOf } = useFieldContext();
  const ids = Array.isArray(value) ? value : [];
  const upload = useFieldUpload(field.key, (files) =>
    onChange([...ids, ...files.map((file) => file.id)].slice(0, field.max_photos)),
  );
  const room = field.max_photos - ids.length - upload.waiting;
  const photos = ids.flatMap((id, index) => {
    const file = fileOf(id);
    return file ? [{ id, url: file.url, alt: t('photos.alt', { index: index + 1 }) }] : [];
  });
  return (
    <GroupFrame field={field} error={error}>
      {photos.length > 0 ? (
        <PhotoGallery
          photos={photos}
          label={t('photos.label', { label: field.label })}
          action={
            readOnly
              ? undefined
              : (photo, index) => (
                  <IconButton
                    size="small"
                    aria-label={t('photos.remove', { index: index + 1 })}
                    onClick={() => {
                      const next = ids.filter((id) => id !== photo.id);
                      onChange(next.length > 0 ? next : null);
                    }}
                    sx={{ bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                )
          }
        />
      ) : readOnly ? (
        <Typography variant="body2" color="text.secondary">
          {t('photos.none')}
        </Typography>
      ) : null}
      {readOnly ? null : (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
          <FileButton
            variant="outlined"
            size="large"
            startIcon={<AddAPhotoOutlined />}
            inputLabel={t('photos.input', { label: field.label })}
            accept="image/*"
            capture="environment"
            multiple
            disabled={room <= 0 || upload.busy}
            onFiles={(files) => void upload.send(files.slice(0, Math.max(room, 0)))}
          >
            {t('photos.add')}
          </FileButton>
          <Typography variant="body2" color="text.secondary">
            {t('photos.count', { taken: ids.length, max: field.max_photos })}
          </Typography>
        </Box>
      )}
      <UploadState {...upload} />
    </GroupFrame>
  );
}
