/**
 * A navbar icon button that opens a menu of mutually exclusive choices (language, theme mode):
 * the button names what it changes, each item is a menu radio marked when chosen.
 */
import type { ReactNode } from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { MenuIconButton, useMenuAnchor } from './menu-icon-button.tsx';

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
  const menu = useMenuAnchor();

  const handleSelect = (value: T) => {
    menu.close();
    if (value !== selected) onSelect(value);
  };

  return (
    <>
      <MenuIconButton menu={menu} label={label}>
        {icon}
      </MenuIconButton>
      <Menu id={menu.id} anchorEl={menu.anchor} open={menu.open} onClose={menu.close}>
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
