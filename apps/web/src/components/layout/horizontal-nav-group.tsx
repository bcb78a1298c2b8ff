/**
 * A group of the horizontal menu: a button opening its links in a menu 4 px below it, entering
 * with a short upward slide ("slide-y-reverse").
 */
import { useId, useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { alpha, keyframes, useTheme } from '@mui/material/styles';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavGroupItem } from '@/config/navigation.ts';

/** Spec section 9: horizontal nav popover offset. */
export const HORIZONTAL_MENU_OFFSET = 4;

const slideYReverse = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: translateY(0); }
`;

export interface HorizontalNavGroupProps {
  item: NavGroupItem;
  activeKey?: string;
}

export function HorizontalNavGroup({ item, activeKey }: HorizontalNavGroupProps) {
  const { t } = useTranslation('layout');
  const theme = useTheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const Icon = item.icon;
  const open = anchor !== null;
  const containsActive = item.children.some((child) => child.key === activeKey);
  const start = theme.direction === 'rtl' ? 'right' : 'left';

  const handleOpen = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const handleClose = () => setAnchor(null);

  return (
    <>
      <Button
        color="inherit"
        variant="text"
        sx={{ bgcolor: containsActive ? alpha(theme.palette.primary.main, 0.16) : undefined }}
        startIcon={<Icon fontSize="small" />}
        endIcon={<ExpandMore />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={handleOpen}
      >
        {t(item.titleKey)}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: start }}
        transformOrigin={{ vertical: 'top', horizontal: start }}
        // Fade for opacity; the paper's keyframes add the upward slide.
        slots={{ transition: Fade }}
        slotProps={{
          paper: {
            sx: {
              mt: `${HORIZONTAL_MENU_OFFSET}px`,
              minWidth: 220,
              animation: `${slideYReverse} 200ms ease-out`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            },
          },
        }}
      >
        {item.children.map((child) => {
          const ChildIcon = child.icon;
          const active = child.key === activeKey;
          return (
            <MenuItem
              key={child.key}
              component={RouterLink}
              to={child.to}
              selected={active}
              aria-current={active ? 'page' : undefined}
              onClick={handleClose}
            >
              <ListItemIcon>
                <ChildIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t(child.titleKey)}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
