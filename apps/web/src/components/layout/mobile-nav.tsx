/** The overlay navigation drawer used below the `lg` breakpoint, whatever layout is chosen. */
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { Brand } from './brand.tsx';
import { MOBILE_NAV_ID, NAV_WIDTH, NAVBAR_HEIGHT } from './constants.ts';
import { NavList } from './nav-list.tsx';
import { useNavigation } from './use-navigation.ts';

export interface MobileNavProps {
  open: boolean;
  onClose: () => void;
}

export function MobileNav({ open, onClose }: MobileNavProps) {
  const { t } = useTranslation('layout');
  const { items, activeKey } = useNavigation();

  return (
    <Drawer
      id={MOBILE_NAV_ID}
      variant="temporary"
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-label': t('nav.label'),
          sx: { width: NAV_WIDTH, maxWidth: '85vw' },
        },
      }}
    >
      <Box
        sx={{
          height: NAVBAR_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          paddingInlineStart: 2.5,
          paddingInlineEnd: 1,
        }}
      >
        <Brand />
        <IconButton onClick={onClose} aria-label={t('navbar.closeNavigation')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label={t('nav.label')}>
        <NavList items={items} activeKey={activeKey} onNavigate={onClose} />
      </Box>
    </Drawer>
  );
}
