/**
 * Step 1: the file, dropped on the zone or chosen with the button (CSV or XLSX), with the size
 * limit and a template of the columns to download.
 */
import { useState, type DragEvent } from 'react';
import type { TImportEntity } from '@mainstay/contracts';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { downloadTemplate } from '../template.ts';

export const ACCEPTED_TYPES =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const MAX_SIZE_MB = 10;

export interface UploadStepProps {
  entity: TImportEntity;
  uploading: boolean;
  onFile: (file: File) => void;
}

export function UploadStep({ entity, uploading, onFile }: UploadStepProps) {
  const { t } = useTranslation('imports');
  const [dragging, setDragging] = useState(false);

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !uploading) onFile(file);
  };

  return (
    <Stack spacing={2}>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: { xs: 2, sm: 4 },
          textAlign: 'center',
        }}
      >
        <UploadFileIcon color="action" sx={{ fontSize: 40 }} aria-hidden />
        <Typography sx={{ mt: 1 }}>{t('upload.drop')}</Typography>
        <Button
          component="label"
          variant="contained"
          sx={{ mt: 2 }}
          disabled={uploading}
          startIcon={uploading ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {uploading ? t('upload.uploading') : t('upload.choose')}
          <input
            type="file"
            hidden
            accept={ACCEPTED_TYPES}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onFile(file);
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('upload.accepted', { size: MAX_SIZE_MB })}
        </Typography>
      </Box>
      <Box>
        <Button variant="text" onClick={() => downloadTemplate(entity)}>
          {t('upload.template')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('upload.templateHint')}
        </Typography>
      </Box>
    </Stack>
  );
}
