/**
 * The layout of a long form: fields in two columns from tablet width (`FormGrid`; a child with
 * `sx={FORM_WIDE}` spans both), grouped under titles (`FormSection`, a fieldset named by its
 * legend).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export const FORM_WIDE = { gridColumn: '1 / -1' } as const;

export function FormGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" color="text.secondary" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <FormGrid>{children}</FormGrid>
    </Box>
  );
}
