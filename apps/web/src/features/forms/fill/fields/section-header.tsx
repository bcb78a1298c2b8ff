/** A section of the form: its heading, its instructions and its guidance image, if any. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Isolated } from '@/lib/bidi.tsx';
import { useFieldContext } from '../field-context.tsx';
import type { FieldOf } from './field-props.ts';

export function SectionHeader({ field }: { field: FieldOf<'section'> }) {
  const { t } = useTranslation('forms');
  const { fileOf, sectionLevel } = useFieldContext();
  const image = field.image_file_id ? fileOf(field.image_file_id) : undefined;
  return (
    <Box sx={{ pt: 2 }}>
      <Typography component={`h${sectionLevel}`} variant="h6">
        <Isolated>{field.label}</Isolated>
      </Typography>
      {field.instructions ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
          <Isolated>{field.instructions}</Isolated>
        </Typography>
      ) : null}
      {field.help ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          <Isolated>{field.help}</Isolated>
        </Typography>
      ) : null}
      {image ? (
        <Box
          component="img"
          src={image.url}
          alt={t('fill.guidanceImage', { label: field.label })}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 320, mt: 1, borderRadius: 1 }}
        />
      ) : null}
    </Box>
  );
}
