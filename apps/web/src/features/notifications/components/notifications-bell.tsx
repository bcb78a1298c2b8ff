/**
 * The navbar bell: the unread count as a badge (kept fresh by polling), and a menu of the
 * latest notifications. Choosing one marks it read and opens its ticket; "Mark all as read"
 * clears the badge. Shown only to signed-in users of an organisation.
 */
import { Suspense } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListSubheader from '@mui/material/ListSubheader';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TNotification } from '@mainstay/contracts';
import { visuallyHidden } from '@/components/feedback';
import { MenuIconButton, useMenuAnchor } from '@/components/layout';
import { useSession } from '@/lib/session.ts';
import { useNotify } from '@/lib/notifications.tsx';
import {
  useLatestNotificationsQuery,
  useMarkNotificationsReadMutation,
} from '../api/notifications.ts';
import {
  notificationDetail,
  notificationSentence,
  notificationTarget,
} from './notification-text.ts';

/** The badge shows counts up to this, then "99+". */
const MAX_SHOWN = 99;

export function NotificationsBell() {
  const { loggedIn, user } = useSession();
  // Without an organisation (sign-up not finished) there is nothing to be notified about.
  if (!loggedIn || !user?.entity) return null;
  // Its own boundary: the navbar never waits for the bell's translations.
  return (
    <Suspense fallback={null}>
      <Bell />
    </Suspense>
  );
}

function Bell() {
  const { t, i18n } = useTranslation('notifications');
  const notify = useNotify();
  const navigate = useNavigate();
  const menu = useMenuAnchor();
  const query = useLatestNotificationsQuery(true);
  const markRead = useMarkNotificationsReadMutation();
  const unread = query.data?.unread ?? 0;
  const items = query.data?.data ?? [];
  // The name holds what the badge shows ("99+" past 99), so speech and sight agree.
  const shown = unread > MAX_SHOWN ? `${MAX_SHOWN}+` : String(unread);
  const label = unread > 0 ? t('bellUnread', { count: unread, shown }) : t('title');

  async function handleOpen(notification: TNotification) {
    menu.close();
    try {
      if (!notification.read) await markRead.mutateAsync([notification.id]);
    } catch {
      // Still open the ticket: an unread mark left behind is harmless.
      notify.error(t('markFailed'));
    }
    const target = notificationTarget(notification);
    if (target) void navigate(target);
  }

  async function handleMarkAll() {
    try {
      await markRead.mutateAsync(undefined);
    } catch {
      notify.error(t('markFailed'));
    }
  }

  return (
    <>
      <MenuIconButton menu={menu} label={label} tooltip={t('title')}>
        {/* No hidden "0" in the button: its text would not match its name (WCAG 2.5.3). */}
        <Badge badgeContent={unread > 0 ? unread : null} color="error" max={MAX_SHOWN}>
          <NotificationsOutlined />
        </Badge>
      </MenuIconButton>
      <Menu
        id={menu.id}
        anchorEl={menu.anchor}
        open={menu.open}
        onClose={menu.close}
        slotProps={{
          list: { 'aria-label': t('title') },
          paper: { sx: { width: 360, maxWidth: 'calc(100vw - 16px)' } },
        }}
      >
        <ListSubheader sx={{ lineHeight: 2.5 }}>{t('title')}</ListSubheader>
        {query.isError && (
          <MenuItem disabled>
            <ListItemText primary={t('loadFailed')} />
          </MenuItem>
        )}
        {query.isSuccess && items.length === 0 && (
          <MenuItem disabled>
            <ListItemText primary={t('empty')} />
          </MenuItem>
        )}
        {items.map((notification) => (
          <MenuItem
            key={notification.id}
            onClick={() => void handleOpen(notification)}
            sx={{ whiteSpace: 'normal', alignItems: 'flex-start', gap: 1 }}
          >
            <Box
              aria-hidden
              sx={{
                mt: 1,
                width: 8,
                height: 8,
                flexShrink: 0,
                borderRadius: '50%',
                bgcolor: notification.read ? 'transparent' : 'primary.main',
              }}
            />
            <ListItemText
              primary={
                <>
                  {!notification.read && <span style={visuallyHidden}>{t('unread')} </span>}
                  {notificationSentence(t, notification)}
                </>
              }
              secondary={notificationDetail(t, notification, i18n.language)}
              slotProps={{
                primary: { sx: { fontWeight: notification.read ? 400 : 600 } },
              }}
            />
          </MenuItem>
        ))}
        {unread > 0 && <Divider />}
        {unread > 0 && (
          <MenuItem onClick={() => void handleMarkAll()} disabled={markRead.isPending}>
            <DoneAllOutlined fontSize="small" sx={{ marginInlineEnd: 1 }} />
            {t('markAll')}
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
