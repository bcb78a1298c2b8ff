/** The "Columns" button and its menu of check boxes, one per column that may be hidden. */
import Checkbox from '@mui/material/Checkbox';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import { useTranslation } from 'react-i18next';
import { MenuButton } from './menu-button.tsx';
import type { DataColumn } from './types.ts';

export interface ColumnChooserProps<T> {
  columns: DataColumn<T>[];
  hidden: string[];
  onToggle: (id: string) => void;
}

export function ColumnChooser<T>({ columns, hidden, onToggle }: ColumnChooserProps<T>) {
  const { t } = useTranslation('common');
  const hideable = columns.filter((column) => column.hideable !== false);
  if (hideable.length === 0) return null;
  const visibleCount = columns.filter((column) => !hidden.includes(column.id)).length;

  return (
    <MenuButton
      label={t('dataTable.columns.button')}
      icon={<ViewColumnOutlined />}
      variant="small"
      menuLabel={t('dataTable.columns.menuLabel')}
    >
      {() =>
        hideable.map((column) => {
          const shown = !hidden.includes(column.id);
          // The last visible column stays: a table with no columns helps no one.
          const locked = shown && visibleCount <= 1;
          return (
            <MenuItem
              key={column.id}
              role="menuitemcheckbox"
              aria-checked={shown}
              disabled={locked}
              onClick={() => onToggle(column.id)}
              dense
            >
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  size="small"
                  checked={shown}
                  tabIndex={-1}
                  disableRipple
                  slotProps={{ input: { 'aria-hidden': true } }}
                />
              </ListItemIcon>
              <ListItemText primary={column.label} />
            </MenuItem>
          );
        })
      }
    </MenuButton>
  );
}
