/**
 * A navbar icon button that opens a menu: named, with a tooltip, and telling assistive
 * technology that it opens a menu and whether the menu is open. `useMenuAnchor` keeps where the
 * menu opens; give the Menu its `id`, `anchor`, `open` and `close`.
 */
import { useId, useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

export interface MenuAnchor {
  id: string;
  anchor: HTMLElement | null;
  open: boolean;
  openAt: (element: HTMLElement) => void;
  close: () => void;
}

export function useMenuAnchor(): MenuAnchor {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return { id, anchor, open: anchor !== null, openAt: setAnchor, close: () => setAnchor(null) };
}

export function MenuIconButton({
  menu,
  label,
  tooltip = label,
  children,
}: {
  menu: MenuAnchor;
  /** The button's accessible name (it may say more than the tooltip, e.g. a count). */
  label: string;
  tooltip?: string;
  /** The icon. */
  children: ReactNode;
}) {
  return (
    <Tooltip title={tooltip}>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={menu.open ? menu.id : undefined}
        onClick={(event) => menu.openAt(event.currentTarget)}
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}
