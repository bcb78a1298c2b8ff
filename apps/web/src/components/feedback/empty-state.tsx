/** What a page shows when there is nothing to list yet. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { useTranslation } from 'react-i18next';

export interface EmptyStateProps {
  /** Defaults to an empty-tray icon. */
  icon?: ReactNode;
  /** Defaults to "Nothing here yet". */
  title?: string;
  description?: string;
  /** E.g. a "Create" button. */
  action?: ReactNode;
}

export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  const { t } = useTranslation('layout');
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1,
        py: 6,
        px: 2,
      }}
    >
      <Box aria-hidden sx={{ color: 'text.secondary', '& svg': { fontSize: 48 } }}>
        {icon ?? <InboxOutlined />}
      </Box>
      <Typography component="h2" variant="h6">
        {title ?? t('feedback.emptyTitle')}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 480 }}>
          {description}
        </Typography>
      )}
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Box>
  );
}
