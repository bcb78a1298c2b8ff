/** The sixteen field types as buttons, each adding a field of its type at the end of the draft. */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { TEMPLATE_FIELD_TYPES, type TTemplateFieldType } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { FieldTypeIcon } from '../lib/field-types.tsx';

export function FieldPalette({
  onAdd,
  disabled = false,
}: {
  onAdd: (type: TTemplateFieldType) => void;
  /** The draft holds as many fields as a template may. */
  disabled?: boolean;
}) {
  const { t } = useTranslation('templates');
  const headingId = useId();
  return (
    <Box role="group" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ mb: 1 }}>
        {t('builder.palette')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'minmax(0, 1fr)' },
        }}
      >
        {TEMPLATE_FIELD_TYPES.map((type) => (
          <Button
            key={type}
            variant="outlined"
            color="secondary"
            size="small"
            disabled={disabled}
            startIcon={<FieldTypeIcon type={type} />}
            onClick={() => onAdd(type)}
            sx={{ justifyContent: 'flex-start', textAlign: 'start' }}
          >
            {t(`types.${type}`)}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
