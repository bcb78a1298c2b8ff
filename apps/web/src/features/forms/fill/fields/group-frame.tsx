/**
 * A field answered by a group of controls (toggles, radios, check boxes, photos): a fieldset
 * named by its legend (the label, with an asterisk when required), its help and its error, both
 * read with the group.
 */
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { Isolated } from '@/lib/bidi.tsx';
import type { TTemplateField } from '@mainstay/contracts';

export function GroupFrame({
  field,
  error,
  children,
}: {
  field: TTemplateField;
  error?: string;
  children: ReactNode;
}) {
  const helpId = useId();
  const errorId = useId();
  const describedBy = [field.help ? helpId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <Box
      component="fieldset"
      aria-describedby={describedBy || undefined}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5, p: 0 }}>
        <Isolated>{field.label}</Isolated>
        {field.required ? (
          <Box component="span" aria-hidden sx={{ color: 'error.main' }}>
            {' *'}
          </Box>
        ) : null}
      </Typography>
      {field.help ? (
        <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          <Isolated>{field.help}</Isolated>
        </Typography>
      ) : null}
      {children}
      {error ? (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
