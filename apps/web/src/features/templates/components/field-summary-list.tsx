/**
 * A definition's fields read-only, as a short list: each field's type icon, label, type name and
 * whether it is required; a section reads as a heading line. For a starter's preview and for an
 * old version.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TTemplateField } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { FieldTypeIcon } from '../lib/field-types.tsx';

export function FieldSummaryList({
  fields,
  label,
}: {
  fields: readonly TTemplateField[];
  /** The list's accessible name. */
  label: string;
}) {
  const { t } = useTranslation('templates');
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {fields.map((field) => (
        <Box
          component="li"
          key={field.key}
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'flex-start',
            py: 0.75,
            borderBottom: 1,
            borderColor: 'divider',
            ...(field.type === 'section' && { pt: 1.5 }),
          }}
        >
          <FieldTypeIcon
            type={field.type}
            fontSize="small"
            sx={{ color: 'text.secondary', mt: 0.25 }}
          />
          <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Typography
              variant="body2"
              sx={{ fontWeight: field.type === 'section' ? 600 : undefined }}
            >
              {field.label}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t(`types.${field.type}`)}
              {field.required ? ` · ${t('builder.required')}` : ''}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
