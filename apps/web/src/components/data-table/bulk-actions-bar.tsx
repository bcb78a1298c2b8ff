/** Appears above a list while rows are selected: how many, the bulk actions, and "Clear". */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface BulkActionsBarProps {
  count: number;
  onClear: () => void;
  children?: ReactNode;
}

export function BulkActionsBar({ count, onClear, children }: BulkActionsBarProps) {
  const { t } = useTranslation('common');
  if (count <= 0) return null;
  return (
    <Paper
      role="region"
      aria-label={t('dataTable.bulk.label')}
      variant="outlined"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        mb: 2,
        bgcolor: 'action.selected',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }} aria-live="polite">
        {t('dataTable.bulk.selected', { count })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flex: 1 }}>{children}</Box>
      <Button size="small" color="inherit" onClick={onClear}>
        {t('dataTable.bulk.clear')}
      </Button>
    </Paper>
  );
}
