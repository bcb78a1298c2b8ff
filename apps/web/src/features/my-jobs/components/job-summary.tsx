/**
 * The queue at a glance: open, in progress, overdue and at-risk counts. Each is a toggle that
 * filters the list (pressed state announced), so the most urgent work is one tap away.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { TMyJobsResponse } from '@mainstay/contracts';

export type SummaryFilter = keyof TMyJobsResponse['counts'];

const SUMMARY: { key: SummaryFilter; color: 'primary' | 'secondary' | 'error' | 'warning' }[] = [
  { key: 'open', color: 'primary' },
  { key: 'in_progress', color: 'secondary' },
  { key: 'overdue', color: 'error' },
  { key: 'at_risk', color: 'warning' },
];

/** The URL filters each summary chip stands for (the others cleared). */
export interface SummaryFilters {
  status?: string | undefined;
  sla?: string | undefined;
  overdue?: string | undefined;
}

/** Overdue: the SLA breached, or (PPM tasks, untimed by an SLA) past the due date. */
export const SUMMARY_FILTERS: Record<SummaryFilter, SummaryFilters> = {
  open: {},
  in_progress: { status: 'in_progress' },
  overdue: { overdue: 'true' },
  at_risk: { sla: 'at_risk' },
};

/** Which summary chip the current filters match, if any. */
export function activeSummary(filters: SummaryFilters): SummaryFilter | null {
  for (const { key } of SUMMARY) {
    const wanted = SUMMARY_FILTERS[key];
    if (
      wanted.status === filters.status &&
      wanted.sla === filters.sla &&
      wanted.overdue === filters.overdue
    ) {
      return key;
    }
  }
  return null;
}

export interface JobSummaryProps {
  counts: TMyJobsResponse['counts'] | undefined;
  active: SummaryFilter | null;
  onSelect: (filter: SummaryFilter) => void;
}

export function JobSummary({ counts, active, onSelect }: JobSummaryProps) {
  const { t } = useTranslation('myJobs');
  return (
    <Box
      role="group"
      aria-label={t('summary.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
    >
      {SUMMARY.map(({ key, color }) => {
        const pressed = active === key;
        return (
          <Chip
            key={key}
            component="button"
            type="button"
            aria-pressed={pressed}
            clickable
            color={color}
            variant={pressed ? 'filled' : 'outlined'}
            label={`${t(`summary.${key}`)} ${counts ? counts[key] : '–'}`}
            onClick={() => onSelect(key)}
            sx={{ fontWeight: 600, minHeight: 36 }}
          />
        );
      })}
    </Box>
  );
}
