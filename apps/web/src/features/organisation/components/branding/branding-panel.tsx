/**
 * Branding: primary and highlight colours (picker and hex field, with the text shades the app
 * derives from a colour too faint for text), a
 * live preview, the logo, and reset to defaults. Saving applies the colours across the app at
 * once; other members see them at their next load.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TOrganisation } from '@mainstay/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client.ts';
import { ltrText } from '@/lib/bidi.tsx';
import { useNotify } from '@/lib/notifications.tsx';
import {
  useResetBrandingMutation,
  useUpdateOrganisationMutation,
} from '../../api/update-organisation.ts';
import { isCompleteHexColor, textShadesOf } from '../../lib/contrast.ts';
import { ZBrandingForm, type TBrandingForm } from '../../schemas/organisation-form-schemas.ts';
import { ConfirmDialog } from '@/components/data-table';
import { BrandingPreview } from './branding-preview.tsx';
import { ColourField } from './colour-field.tsx';
import { LogoField } from './logo-field.tsx';

export interface BrandingPanelProps {
  organisation: TOrganisation;
  canEdit: boolean;
}

export function BrandingPanel({ organisation, canEdit }: BrandingPanelProps) {
  const { t } = useTranslation('organisation');
  const notify = useNotify();
  const [confirmReset, setConfirmReset] = useState(false);
  const save = useUpdateOrganisationMutation();
  const reset = useResetBrandingMutation();
  const form = useForm<TBrandingForm>({
    resolver: zodResolver(ZBrandingForm),
    defaultValues: {
      primary_color: organisation.primary_color,
      highlight_color: organisation.highlight_color,
    },
  });
  const [primary, highlight] = useWatch({
    control: form.control,
    name: ['primary_color', 'highlight_color'],
  });
  const shades = isCompleteHexColor(primary) ? textShadesOf(primary) : undefined;

  const failed = (error: unknown) => {
    if (isApiError(error) && error.errors) {
      for (const field of ['primary_color', 'highlight_color'] as const) {
        const message = error.errors[field]?.[0];
        if (message) form.setError(field, { type: 'server', message });
      }
    }
    notify.error(isApiError(error) && error.status !== 0 ? error.message : t('errors.generic'));
  };

  const handleSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ primary_color: saved.primary_color, highlight_color: saved.highlight_color });
        notify.success(t('branding.saved'));
      },
      onError: failed,
    }),
  );

  const handleReset = () =>
    reset.mutate(undefined, {
      onSuccess: (saved) => {
        form.reset({ primary_color: saved.primary_color, highlight_color: saved.highlight_color });
        setConfirmReset(false);
        notify.success(t('branding.resetDone'));
      },
      onError: (error) => {
        setConfirmReset(false);
        failed(error);
      },
    });

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {canEdit ? null : <Alert severity="info">{t('readOnly')}</Alert>}
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit}
        aria-label={t('branding.formLabel')}
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <ColourField
            name="primary_color"
            label={t('branding.primary')}
            pickerLabel={t('branding.primaryPicker')}
            control={form.control}
            disabled={!canEdit}
            hint={t('branding.primaryHint')}
          />
          {shades?.adjusted ? (
            <Alert severity="info" role="status">
              {t('branding.textShades', {
                light: ltrText(shades.light),
                dark: ltrText(shades.dark),
              })}
            </Alert>
          ) : null}
          <ColourField
            name="highlight_color"
            label={t('branding.highlight')}
            pickerLabel={t('branding.highlightPicker')}
            control={form.control}
            disabled={!canEdit}
            hint={t('branding.highlightHint')}
          />
          {canEdit ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button type="submit" variant="contained" loading={save.isPending}>
                {t('branding.save')}
              </Button>
              <Button color="inherit" onClick={() => setConfirmReset(true)}>
                {t('branding.reset')}
              </Button>
            </Box>
          ) : null}
        </Box>
        <Box>
          <Typography component="h2" variant="subtitle1" sx={{ mb: 1 }}>
            {t('branding.preview.title')}
          </Typography>
          <BrandingPreview
            primaryColor={primary}
            highlightColor={highlight}
            logoUrl={organisation.logo?.url ?? null}
          />
        </Box>
      </Box>
      <Divider />
      <LogoField logo={organisation.logo} canEdit={canEdit} />
      <ConfirmDialog
        open={confirmReset}
        title={t('branding.resetTitle')}
        confirmLabel={t('branding.resetConfirm')}
        loading={reset.isPending}
        onConfirm={handleReset}
        onClose={() => setConfirmReset(false)}
        cancelLabel={t('actions.keep')}
        message={t('branding.resetText')}
      />
    </Box>
  );
}
