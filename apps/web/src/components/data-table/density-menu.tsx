/** The "Rows" button above a table: comfortable or compact rows, remembered for the user. */
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Check from '@mui/icons-material/Check';
import DensityMediumOutlined from '@mui/icons-material/DensityMediumOutlined';
import { useTranslation } from 'react-i18next';
import { TABLE_DENSITIES, type TableDensity } from '@/lib/settings/index.ts';
import { MenuButton } from './menu-button.tsx';

export interface DensityMenuProps {
  density: TableDensity;
  onChange: (density: TableDensity) => void;
}

export function DensityMenu({ density, onChange }: DensityMenuProps) {
  const { t } = useTranslation('common');
  return (
    <MenuButton
      label={t('dataTable.density.button')}
      icon={<DensityMediumOutlined />}
      variant="small"
      menuLabel={t('dataTable.density.menuLabel')}
    >
      {(close) =>
        TABLE_DENSITIES.map((option) => (
          <MenuItem
            key={option}
            role="menuitemradio"
            aria-checked={option === density}
            dense
            onClick={() => {
              onChange(option);
              close();
            }}
          >
            <ListItemIcon>{option === density && <Check fontSize="small" />}</ListItemIcon>
            <ListItemText primary={t(`dataTable.density.${option}`)} />
          </MenuItem>
        ))
      }
    </MenuButton>
  );
}
