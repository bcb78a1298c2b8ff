/**
 * A toolbar button that opens a menu (columns, export, saved views): the button says it has a
 * menu and whether it is open, and points at it while it is.
 */
import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';

export interface MenuButtonProps {
  label: string;
  icon: ReactNode;
  /** Outlined in a toolbar; plain and small above a table. */
  variant?: 'outlined' | 'small';
  disabled?: boolean;
  /** The menu's own accessible name, when it needs one besides the button's. */
  menuLabel?: string;
  /** The items; each calls `close` when chosen. */
  children: (close: () => void) => ReactNode;
}

export function MenuButton({
  label,
  icon,
  variant = 'outlined',
  disabled,
  menuLabel,
  children,
}: MenuButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        variant={variant === 'outlined' ? 'outlined' : 'text'}
        size={variant === 'small' ? 'small' : 'medium'}
        color="secondary"
        startIcon={icon}
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={menuLabel ? { list: { 'aria-label': menuLabel } } : undefined}
      >
        {children(close)}
      </Menu>
    </>
  );
}
