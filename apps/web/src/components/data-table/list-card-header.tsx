/** The top of a list in a card (a settings tab): its heading, a line on what it holds, an action. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface ListCardHeaderProps {
  title: string;
  intro: string;
  /** A button or a filter at the end (below the text on phones). */
  action?: ReactNode;
}

export function ListCardHeader({ title, intro, action }: ListCardHeaderProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ p: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
    >
      <Box>
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {intro}
        </Typography>
      </Box>
      {action}
    </Stack>
  );
}
