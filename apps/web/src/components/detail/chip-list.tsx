/** Short labels (skills, tags) as a wrapping list of small chips, each isolated (`<bdi>`). */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { Isolated } from '@/lib/bidi.tsx';

export function ChipList({ labels }: { labels: readonly string[] }) {
  return (
    <Box
      component="ul"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, p: 0, m: 0, listStyle: 'none' }}
    >
      {labels.map((label) => (
        <li key={label}>
          <Chip size="small" label={<Isolated>{label}</Isolated>} />
        </li>
      ))}
    </Box>
  );
}
