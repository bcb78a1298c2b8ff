/**
 * "Add signature": draw it on the pad (mouse, pen or finger) or upload an image of it, the
 * keyboard's way in. Save sends the drawing as a PNG; an upload is turned into one by the server.
 * The card mounts it afresh for each opening (a new `key`), so every attempt starts blank.
 */
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/lib/notifications.tsx';
import { useUploadProfileImageMutation } from '../api/profile-images.ts';
import { IMAGE_TYPES } from './avatar-card.tsx';
import { FormDialog } from './form-parts.tsx';
import { SignaturePad, type SignaturePadHandle } from '@/components/form';
import { errorMessage } from '@/lib/form-errors.ts';

type Mode = 'draw' | 'upload';

export interface SignatureDialogProps {
  open: boolean;
  onClose: () => void;
}

export function SignatureDialog({ open, onClose }: SignatureDialogProps) {
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const ids = useId();
  const padRef = useRef<SignaturePadHandle | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [mode, setMode] = useState<Mode>('draw');
  const [hasInk, setHasInk] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadProfileImageMutation('signature');

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const handleChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (chosen && !chosen.type.startsWith('image/')) {
      notify.error(t('signature.notImage'));
      return;
    }
    setFile(chosen);
  };

  const handleSave = async () => {
    try {
      const body =
        mode === 'draw'
          ? { file: await padRef.current!.toBlob(), filename: 'signature.png' }
          : { file: file!, filename: file!.name };
      await upload.mutateAsync(body);
      notify.success(t('signature.saved'));
      onClose();
    } catch (error) {
      notify.error(errorMessage(error, t('errors.generic')));
    }
  };

  const ready = mode === 'draw' ? hasInk : file !== null;
  const tabId = (value: Mode) => `${ids}-${value}`;

  return (
    <FormDialog
      open={open}
      title={t('signature.dialogTitle')}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void handleSave();
      }}
      submitting={upload.isPending}
      submitDisabled={!ready}
      extraActions={
        mode === 'draw' ? (
          <Button
            onClick={() => padRef.current?.clear()}
            disabled={!hasInk || upload.isPending}
            sx={{ marginInlineEnd: 'auto' }}
          >
            {t('signature.clear')}
          </Button>
        ) : null
      }
    >
      <Tabs
        value={mode}
        onChange={(_event, value: Mode) => setMode(value)}
        aria-label={t('signature.modes')}
        variant="fullWidth"
        sx={{ mb: 2 }}
      >
        <Tab
          value="draw"
          label={t('signature.draw')}
          id={`${tabId('draw')}-tab`}
          aria-controls={`${tabId('draw')}-panel`}
        />
        <Tab
          value="upload"
          label={t('signature.uploadTab')}
          id={`${tabId('upload')}-tab`}
          aria-controls={`${tabId('upload')}-panel`}
        />
      </Tabs>
      <Box
        role="tabpanel"
        id={`${tabId('draw')}-panel`}
        aria-labelledby={`${tabId('draw')}-tab`}
        hidden={mode !== 'draw'}
      >
        <Stack spacing={1}>
          <Typography id={`${ids}-help`} variant="body2" color="text.secondary">
            {t('signature.drawHelp')}
          </Typography>
          <SignaturePad
            ref={padRef}
            label={t('signature.pad')}
            describedBy={`${ids}-help`}
            onInkChange={setHasInk}
          />
        </Stack>
      </Box>
      <Box
        role="tabpanel"
        id={`${tabId('upload')}-panel`}
        aria-labelledby={`${tabId('upload')}-tab`}
        hidden={mode !== 'upload'}
      >
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2" color="text.secondary">
            {t('signature.uploadHelp')}
          </Typography>
          <Button
            variant="outlined"
            startIcon={<UploadFileOutlined />}
            onClick={() => inputRef.current?.click()}
          >
            {file ? t('signature.chooseAnother') : t('signature.choose')}
          </Button>
          <input
            ref={inputRef}
            type="file"
            accept={IMAGE_TYPES}
            hidden
            aria-label={t('signature.choose')}
            onChange={handleChoose}
          />
          {preview ? (
            <Box
              sx={{
                bgcolor: '#ffffff',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                p: 1,
                maxWidth: '100%',
              }}
            >
              <Box
                component="img"
                src={preview}
                alt={t('signature.preview')}
                sx={{ display: 'block', maxWidth: '100%', maxHeight: 160 }}
              />
            </Box>
          ) : null}
        </Stack>
      </Box>
    </FormDialog>
  );
}
