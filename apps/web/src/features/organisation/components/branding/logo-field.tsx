/** The organisation's logo: preview, upload (checked again by the server) and remove. */
import { useId, useRef, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/UploadOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import type { TFileLink } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyLine } from '@/components/detail';
import { isApiError } from '@/lib/api-client.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useRemoveLogoMutation, useUploadLogoMutation } from '../../api/logo.ts';

export const LOGO_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

export interface LogoFieldProps {
  logo: TFileLink | null;
  canEdit: boolean;
}

export function LogoField({ logo, canEdit }: LogoFieldProps) {
  const { t } = useTranslation('organisation');
  const notify = useNotify();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogoMutation();
  const remove = useRemoveLogoMutation();
  const failed = (error: unknown) =>
    notify.error(isApiError(error) && error.status !== 0 ? error.message : t('errors.generic'));

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => notify.success(t('branding.logo.uploaded')),
      onError: failed,
    });
  };

  return (
    <Box component="section" aria-labelledby={`${inputId}-title`}>
      <Typography id={`${inputId}-title`} component="h2" variant="subtitle1" sx={{ mb: 1 }}>
        {t('branding.logo.title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box
          sx={{
            inlineSize: 160,
            blockSize: 80,
            display: 'grid',
            placeItems: 'center',
            border: 1,
            borderStyle: logo ? 'solid' : 'dashed',
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.default',
          }}
        >
          {logo ? (
            <Box
              component="img"
              src={logo.url}
              alt={t('branding.logo.alt')}
              sx={{ maxInlineSize: '90%', maxBlockSize: '90%', objectFit: 'contain' }}
            />
          ) : (
            <EmptyLine>{t('branding.logo.none')}</EmptyLine>
          )}
        </Box>
        {canEdit ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={LOGO_TYPES}
              hidden
              onChange={handleFile}
              aria-label={t('branding.logo.upload')}
            />
            <Button
              variant="outlined"
              startIcon={<UploadIcon />}
              loading={upload.isPending}
              onClick={() => input.current?.click()}
            >
              {logo ? t('branding.logo.replace') : t('branding.logo.upload')}
            </Button>
            {logo ? (
              <Button
                color="error"
                startIcon={<DeleteIcon />}
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () => notify.success(t('branding.logo.removed')),
                    onError: failed,
                  })
                }
              >
                {t('branding.logo.remove')}
              </Button>
            ) : null}
          </Box>
        ) : null}
      </Box>
      {canEdit ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('branding.logo.help')}
        </Typography>
      ) : null}
    </Box>
  );
}
