/**
 * The cards' "select all on this page" box, above the cards where a table has its header check
 * box. Its visible label is its name, and counts the page's selected cards while some are.
 */
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useTranslation } from 'react-i18next';
import type { PageSelection } from './page-selection.ts';

export interface SelectAllRowProps {
  selection: PageSelection;
  onToggle: () => void;
}

export function SelectAllRow({ selection, onToggle }: SelectAllRowProps) {
  const { t } = useTranslation('common');
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={selection.all}
          indeterminate={selection.some}
          disabled={selection.empty}
          onChange={onToggle}
          sx={{ m: -1 }}
        />
      }
      label={
        selection.count > 0
          ? t('dataTable.cards.selectAllCount', { count: selection.count })
          : t('dataTable.cards.selectAll')
      }
      slotProps={{ typography: { variant: 'body2' } }}
      sx={{
        display: 'flex',
        width: 'fit-content',
        maxWidth: '100%',
        alignItems: 'center',
        gap: 1,
        m: 0,
        mb: 1,
        py: 0.5,
        // A card's padding and border, so this box sits over the cards' boxes.
        paddingInline: (theme) => `calc(${theme.spacing(1.5)} + 1px)`,
        '& .MuiFormControlLabel-label': { minWidth: 0, overflowWrap: 'anywhere' },
      }}
    />
  );
}
