/** The text printed beside signatures on completed job sheets, with a character counter. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { SIGNATURE_COMMENT_MAX, type TOrganisation } from '@mainstay/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OutlinedTextField } from '@/components/form/index.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useUpdateOrganisationMutation } from '../../api/update-organisation.ts';
import {
  ZSignatureCommentForm,
  type TSignatureCommentForm,
} from '../../schemas/organisation-form-schemas.ts';

export interface SignatureCommentPanelProps {
  organisation: TOrganisation;
  canEdit: boolean;
}

export function SignatureCommentPanel({ organisation, canEdit }: SignatureCommentPanelProps) {
  const { t } = useTranslation('organisation');
  const notify = useNotify();
  const save = useUpdateOrganisationMutation();
  const form = useForm<TSignatureCommentForm>({
    resolver: zodResolver(ZSignatureCommentForm),
    defaultValues: { signature_comment: organisation.signature_comment ?? '' },
  });

  const handleSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ signature_comment: saved.signature_comment ?? '' });
        notify.success(t('signature.saved'));
      },
      onError: (error) => {
        const message = isApiError(error) ? error.errors?.signature_comment?.[0] : undefined;
        if (message) form.setError('signature_comment', { type: 'server', message });
        notify.error(isApiError(error) && error.status !== 0 ? error.message : t('errors.generic'));
      },
    }),
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      sx={{ display: 'grid', gap: 2, maxInlineSize: 720 }}
    >
      {canEdit ? null : <Alert severity="info">{t('readOnly')}</Alert>}
      <Typography color="text.secondary">{t('signature.description')}</Typography>
      <Controller
        name="signature_comment"
        control={form.control}
        render={({ field: { ref, ...field }, fieldState }) => {
          const count = t('signature.counter', {
            length: field.value.length,
            max: SIGNATURE_COMMENT_MAX,
          });
          const error = fieldState.error?.message;
          return (
            <OutlinedTextField
              {...field}
              inputRef={ref}
              label={t('signature.label')}
              multiline
              minRows={4}
              fullWidth
              disabled={!canEdit}
              error={Boolean(error) || field.value.length > SIGNATURE_COMMENT_MAX}
              helperText={
                <Box
                  component="span"
                  sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
                >
                  <span>
                    {error ? (fieldState.error?.type === 'server' ? error : t(error)) : ''}
                  </span>
                  <span aria-live="polite">{count}</span>
                </Box>
              }
            />
          );
        }}
      />
      {canEdit ? (
        <Box>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('signature.save')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
