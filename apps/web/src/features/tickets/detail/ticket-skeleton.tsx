/** The shape of the ticket page while it loads: chips, actions, tabs and two cards. */
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { visuallyHidden } from '@/components/feedback';

export function TicketSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 2 }}>
      <span style={visuallyHidden}>{label}</span>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} aria-hidden>
        <Skeleton variant="rounded" width={90} height={24} />
        <Skeleton variant="rounded" width={70} height={24} />
        <Skeleton variant="rounded" width={140} height={24} />
      </Box>
      <Skeleton variant="rounded" height={42} sx={{ maxWidth: 360 }} aria-hidden />
      <Skeleton variant="rectangular" height={48} aria-hidden />
      <Box
        aria-hidden
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}
      >
        <Skeleton variant="rounded" height={220} />
        <Skeleton variant="rounded" height={220} />
      </Box>
    </Box>
  );
}
