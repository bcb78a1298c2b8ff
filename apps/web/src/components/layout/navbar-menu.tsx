/**
 * A navbar icon button that opens a menu of mutually exclusive choices (language, theme mode):
 * the button names what it changes, each item is a menu radio marked when chosen.
 */
import { useId, useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';

export interface NavbarMenuChoice<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
  /** Language of the label, for items written in their own language. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

export interface NavbarMenuProps<T extends string> {
  label: string;
  icon: ReactNode;
  choices: readonly NavbarMenuChoice<T>[];
  selected: string;
  onSelect: (value: T) => void;
}

export function NavbarMenu<T extends string>({
  label,
  icon,
  choices,
  selected,
  onSelect,
}: NavbarMenuProps<T>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  const handleSelect = (value: T) => {
    setAnchor(null);
    if (value !== selected) onSelect(value);
  };

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {icon}
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {choices.map((choice) => (
          <MenuItem
            key={choice.value}
            lang={choice.lang}
            dir={choice.dir}
            role="menuitemradio"
            aria-checked={choice.value === selected}
            selected={choice.value === selected}
            onClick={() => handleSelect(choice.value)}
          >
            {choice.icon && <ListItemIcon>{choice.icon}</ListItemIcon>}
            <ListItemText>{choice.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
