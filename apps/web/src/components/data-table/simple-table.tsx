/**
 * A plain table of one page of rows, for lists inside a card (people, contractors, leave): the
 * columns' headers and cells, and an optional last column of per-row actions whose header is
 * read to screen readers only. It scrolls sideways inside its card on narrow screens. Text cells
 * are isolated (`<bdi>`) like the list table's.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '@/components/feedback';
import { isolate } from '@/lib/bidi.tsx';
import type { DataColumn } from './types.ts';

export interface SimpleTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: (DataColumn<T> | false)[];
  rows: T[];
  getRowId: (row: T) => string;
  /** The actions column: its (hidden) header and each row's buttons; leave out for none. */
  actions?: { label: string; render: (row: T) => ReactNode } | false;
  /** The table's own minimum width, past which it scrolls. */
  minWidth?: number;
}

export function SimpleTable<T>({
  label,
  columns,
  rows,
  getRowId,
  actions,
  minWidth,
}: SimpleTableProps<T>) {
  const shown = columns.filter((column): column is DataColumn<T> => Boolean(column));
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} sx={{ minWidth }}>
        <TableHead>
          <TableRow>
            {shown.map((column) => (
              <TableCell key={column.id} align={column.align}>
                {column.label}
              </TableCell>
            ))}
            {actions && (
              <TableCell align="right">
                <Box component="span" style={visuallyHidden}>
                  {actions.label}
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={getRowId(row)} hover>
              {shown.map((column) => (
                <TableCell key={column.id} align={column.align} sx={column.cellSx}>
                  {isolate(column.render(row))}
                </TableCell>
              ))}
              {actions && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {actions.render(row)}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
