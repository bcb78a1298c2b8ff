/** A file (a certificate, a report): chosen, uploaded at once, shown by its name with Remove. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import { useTranslation } from 'react-i18next';
import { FileButton, FileNameLink } from '@/components/detail';
import { useFieldContext } from '../field-context.tsx';
import type { FieldOf, FieldProps } from './field-props.ts';
import { GroupFrame } from './group-frame.tsx';
import { UploadState } from './upload-state.tsx';
import { useFieldUpload } from './use-field-upload.ts';

export function FileAnswerField({ field, value, onChange, error }: FieldProps<FieldOf<'file'>>) {
  const { t } = useTranslation('forms');
  const { readOnly, fileOf } = useFieldContext();
  const file = typeof value === 'string' ? fileOf(value) : undefined;
  const upload = useFieldUpload(field.key, ([first]) => first && onChange(first.id));
  return (
    <GroupFrame field={field} error={error}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {file ? (
          <FileNameLink url={file.url} name={file.name} />
        ) : readOnly ? (
          <Typography variant="body2" color="text.secondary">
            {t('file.none')}
          </Typography>
        ) : null}
        {readOnly ? null : file ? (
          <Button onClick={() => onChange(null)}>{t('file.remove', { name: file.name })}</Button>
        ) : (
          <FileButton
            variant="outlined"
            size="large"
            startIcon={<AttachFileOutlined />}
            inputLabel={t('file.input', { label: field.label })}
            disabled={upload.busy || upload.waiting > 0}
            onFiles={([chosen]) => void upload.send([chosen])}
          >
            {t('file.choose')}
          </FileButton>
        )}
      </Box>
      <UploadState {...upload} />
    </GroupFrame>
  );
}
