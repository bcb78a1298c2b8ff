/** Uploading a compliance document: kind, name, optional expiry date and the file. */
import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { CONTRACTOR_DOCUMENT_KIND_VALUES } from '@mainstay/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/lib/notifications.tsx';
import { useUploadDocumentMutation } from '../../api/contractor-documents.ts';
import { ZDocumentForm, type TDocumentForm } from '../../schemas/document-form-schema.ts';
import { useFieldMessage } from '../form/form-helpers.ts';
import { FormTextField } from '../form/form-text-field.tsx';
import { applyServerErrors, errorMessage } from '@/lib/form-errors.ts';

const EMPTY: TDocumentForm = { kind: 'insurance', name: '', expires_on: '', file: null };
const FIELDS = ['kind', 'name', 'expires_on', 'file'] as const;

export function DocumentUploadForm({ contractorId }: { contractorId: string }) {
  const { t } = useTranslation('team');
  const notify = useNotify();
  const message = useFieldMessage();
  const headingId = useId();
  // A new key clears the file input after an upload.
  const [fileKey, setFileKey] = useState(0);
  const mutation = useUploadDocumentMutation(contractorId);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError } = useForm<TDocumentForm>({
    resolver: zodResolver(ZDocumentForm),
    defaultValues: EMPTY,
  });

  const handleUpload = handleSubmit(async (values) => {
    if (!values.file) return;
    setFormError(null);
    try {
      await mutation.mutateAsync({
        kind: values.kind,
        name: values.name.trim(),
        expires_on: values.expires_on,
        file: values.file,
      });
      notify.success(t('documents.uploaded'));
      reset(EMPTY);
      setFileKey((key) => key + 1);
    } catch (error) {
      const { placed } = applyServerErrors(error, setError, FIELDS);
      if (!placed) setFormError(errorMessage(error, t('documents.uploadFailed')));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={handleUpload} aria-labelledby={headingId}>
      <Typography id={headingId} component="h4" variant="subtitle1" sx={{ mb: 1.5 }}>
        {t('documents.uploadTitle')}
      </Typography>
      {formError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <FormTextField
          control={control}
          name="kind"
          select
          size="small"
          label={t('documents.kind')}
        >
          {CONTRACTOR_DOCUMENT_KIND_VALUES.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`documents.kinds.${kind}`)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="name"
          size="small"
          required
          label={t('documents.name')}
        />
        <FormTextField
          control={control}
          name="expires_on"
          size="small"
          type="date"
          label={t('documents.expiresOn')}
          hint={t('documents.expiresOnHint')}
        />
        <Controller
          name="file"
          control={control}
          render={({ field, fieldState }) => (
            <Box>
              <Button
                component="label"
                variant="outlined"
                startIcon={<UploadFileOutlined />}
                sx={{ maxWidth: '100%' }}
              >
                <Box
                  component="span"
                  sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {field.value ? field.value.name : t('documents.chooseFile')}
                </Box>
                <input
                  key={fileKey}
                  type="file"
                  hidden
                  aria-label={t('documents.file')}
                  accept=".pdf,.png,.jpg,.jpeg,.webp,.docx,.xlsx,.csv,.txt"
                  onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
                />
              </Button>
              <FormHelperText error={Boolean(fieldState.error)}>
                {message(fieldState.error, t('documents.fileHint'))}
              </FormHelperText>
            </Box>
          )}
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button type="submit" variant="contained" loading={mutation.isPending}>
          {t('documents.upload')}
        </Button>
      </Box>
    </Box>
  );
}
