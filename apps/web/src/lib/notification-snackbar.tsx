/** The snackbar that shows one notification (loaded on demand by NotificationsHost). */
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import type { Notification } from './notifications.tsx';

export interface NotificationSnackbarProps {
  notification: Notification;
  onClose: () => void;
}

export default function NotificationSnackbar({ notification, onClose }: NotificationSnackbarProps) {
  const { t } = useTranslation('common');
  return (
    <Snackbar
      open
      autoHideDuration={notification.duration}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        onClose={onClose}
        severity={notification.severity}
        variant="filled"
        role={notification.severity === 'error' ? 'alert' : 'status'}
        slotProps={{ closeButton: { 'aria-label': t('actions.close') } }}
        sx={{ width: '100%' }}
      >
        {notification.message}
      </Alert>
    </Snackbar>
  );
}
