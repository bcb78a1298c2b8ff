/**
 * The builder's place for a phone preview of the form the draft makes. The builder knows no
 * form-filling component: whoever renders the builder passes one (`renderPreview`), which is
 * given the draft as it is on screen; without one the builder shows no preview column.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TTemplateDraft } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';

/** Draws the form the draft makes, as a phone would show it. */
export type TemplatePreviewRenderer = (draft: TTemplateDraft) => ReactNode;

export function PhonePreviewSlot({
  draft,
  renderPreview,
}: {
  draft: TTemplateDraft;
  renderPreview: TemplatePreviewRenderer;
}) {
  const { t } = useTranslation('templates');
  return (
    <Box component="section" aria-labelledby="template-phone-preview">
      <Typography id="template-phone-preview" component="h2" variant="subtitle1" sx={{ mb: 1 }}>
        {t('builder.preview')}
      </Typography>
      <Paper
        variant="outlined"
        sx={{ maxWidth: 360, mx: 'auto', borderRadius: 4, p: 1.5, overflow: 'hidden' }}
      >
        {renderPreview(draft)}
      </Paper>
    </Box>
  );
}
