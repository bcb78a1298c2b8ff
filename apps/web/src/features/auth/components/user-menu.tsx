/** The signed-in user's menu in the navbar: who is signed in, their profile, and signing out. */
import { useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/lib/session.ts';
import { useLogoutMutation } from '../api/session.ts';
import { Ltr } from '@/lib/bidi.tsx';
import { initialsOf } from '@/lib/initials.ts';

export function UserMenu() {
  const { t } = useTranslation('common');
  const { user } = useSession();
  const logout = useLogoutMutation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = user?.name ?? user?.email ?? '';
  const photo = user?.avatar && typeof user.avatar === 'string' ? user.avatar : undefined;
  const initials = initialsOf(name);

  const handleSignOut = () => {
    setAnchor(null);
    logout.mutate();
  };

  return (
    <>
      <IconButton
        // The initials shown are part of the name, so speech users can say what they see.
        aria-label={
          photo
            ? t('userMenu.label', { name })
            : t('userMenu.labelWithInitials', { name, initials })
        }
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar
          src={photo}
          alt=""
          sx={{
            width: 34,
            height: 34,
            bgcolor: 'primary.fill',
            color: 'primary.onFill',
            fontSize: 14,
            fontWeight: 600,
          }}
        >
          {initials}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography variant="subtitle2" noWrap>
            {user?.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            <Ltr>{user?.email}</Ltr>
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to={paths.userProfile} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <PersonOutline fontSize="small" />
          </ListItemIcon>
          {t('userMenu.profile')}
        </MenuItem>
        <MenuItem onClick={handleSignOut} disabled={logout.isPending}>
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          {t('userMenu.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
