/**
 * The frame of the stand-alone screens (not found, not authorized, coming soon, maintenance):
 * shown inside the blank layout's main region: a centred column with an illustration, a heading, a short text and actions.
 * Works from 360 px up and in both colour modes (only theme colours are used).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface MiscScreenProps {
  /** Decorative icon or big code shown above the heading. */
  illustration: ReactNode;
  /** Short text above the heading, e.g. the error code. */
  eyebrow?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  children?: ReactNode;
}

export function MiscScreen({
  illustration,
  eyebrow,
  title,
  description,
  children,
}: MiscScreenProps) {
  return (
    <Box
      sx={{
        width: '100%',
        flexGrow: 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: { xs: 2, sm: 4 },
        py: 6,
        bgcolor: 'background.default',
      }}
    >
      <Stack
        spacing={2.5}
        sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 520, width: '100%' }}
      >
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: { xs: 96, sm: 120 },
            height: { xs: 96, sm: 120 },
            borderRadius: '50%',
            bgcolor: 'action.hover',
            color: 'primary.main',
            '& svg': { fontSize: { xs: 48, sm: 60 } },
          }}
        >
          {illustration}
        </Box>
        {eyebrow ? (
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 2 }}>
            {eyebrow}
          </Typography>
        ) : null}
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
        >
          {title}
        </Typography>
        <Typography color="text.secondary">{description}</Typography>
        {children ? <Box sx={{ width: '100%', pt: 1 }}>{children}</Box> : null}
      </Stack>
    </Box>
  );
}
