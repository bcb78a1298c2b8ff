/**
 * Sorting for a list shown as cards, which has no column headers to click: the column to
 * sort by and a button that turns the order round.
 */
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from './types.ts';

export interface CardSortProps<T> {
  columns: DataColumn<T>[];
  sort?: string;
  order?: 'asc' | 'desc';
  /** As a table header: a new column sorts ascending, the same column turns the order round. */
  onSortChange: (columnId: string) => void;
}

export function CardSort<T>({ columns, sort, order = 'asc', onSortChange }: CardSortProps<T>) {
  const { t } = useTranslation('common');
  const sortable = columns.filter((column) => column.sortable);
  if (sortable.length === 0) return null;
  const current = sortable.some((column) => column.id === sort) ? sort : '';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
      <TextField
        select
        size="small"
        label={t('dataTable.sort.label')}
        value={current}
        onChange={(event) => onSortChange(event.target.value)}
        sx={{ flex: 1, minWidth: 0 }}
      >
        {sortable.map((column) => (
          <MenuItem key={column.id} value={column.id}>
            {column.label}
          </MenuItem>
        ))}
      </TextField>
      {current && (
        <IconButton
          aria-label={t(order === 'asc' ? 'dataTable.sort.ascending' : 'dataTable.sort.descending')}
          onClick={() => onSortChange(current)}
        >
          {order === 'asc' ? <ArrowUpward /> : <ArrowDownward />}
        </IconButton>
      )}
    </Box>
  );
}
