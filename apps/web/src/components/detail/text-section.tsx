/**
 * A labelled passage of free text (notes, a reason, opening hours), line breaks kept. Without
 * text it shows `empty`, quieter, or nothing at all when there is no `empty`. The text takes the
 * direction of its own first letters (`dir="auto"`), so an English note keeps its full stop at
 * its end on an Arabic page.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function TextSection({
  label,
  text,
  empty,
}: {
  label: string;
  text: string | null;
  empty?: string;
}) {
  if (!text && !empty) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      <Typography
        variant="body2"
        color={text ? 'text.primary' : 'text.secondary'}
        dir={text ? 'auto' : undefined}
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {text || empty}
      </Typography>
    </Box>
  );
}
