/**
 * A card holding a small table of a record's rows (the parts or time on a job): a line when
 * there are none, an action per row (removal) for those who may change them, an optional total
 * under the last column, and the form that adds a row.
 */
import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '@/components/feedback';
import { DetailCard } from '@/components/layout/detail-card.tsx';
import { EmptyLine } from './empty-line.tsx';

export interface RecordColumn<TRow> {
  label: string;
  /** Numbers and amounts line up on the right. */
  numeric?: boolean;
  cell: (row: TRow) => ReactNode;
}

export interface RecordTableCardProps<TRow extends { id: string }> {
  title: string;
  /** Beside the title (e.g. a timer). */
  titleAction?: ReactNode;
  /** The table's accessible name. */
  label: string;
  /** What the card says when there are no rows. */
  empty: string;
  columns: readonly RecordColumn<TRow>[];
  rows: readonly TRow[];
  /** Each row's action; its column's heading is read out only. */
  rowAction?: { label: string; render: (row: TRow) => ReactNode };
  /** A total shown under the last column. */
  total?: { label: string; value: ReactNode };
  /** The form that adds a row, under the table. */
  addForm?: ReactNode;
}

export function RecordTableCard<TRow extends { id: string }>({
  title,
  titleAction,
  label,
  empty,
  columns,
  rows,
  rowAction,
  total,
  addForm,
}: RecordTableCardProps<TRow>) {
  const align = (column: RecordColumn<TRow>) => (column.numeric ? 'right' : undefined);
  return (
    <DetailCard title={title} action={titleAction}>
      {rows.length === 0 ? (
        <EmptyLine sx={{ mb: 2 }}>{empty}</EmptyLine>
      ) : (
        <TableContainer sx={{ mb: 2, overflowX: 'auto' }}>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.label} align={align(column)}>
                    {column.label}
                  </TableCell>
                ))}
                {rowAction ? (
                  <TableCell>
                    <span style={visuallyHidden}>{rowAction.label}</span>
                  </TableCell>
                ) : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  {columns.map((column) => (
                    <TableCell
                      key={column.label}
                      align={align(column)}
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {column.cell(row)}
                    </TableCell>
                  ))}
                  {rowAction ? (
                    <TableCell padding="checkbox">{rowAction.render(row)}</TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
            {total ? (
              <TableFooter>
                <TableRow>
                  <TableCell colSpan={columns.length - 1}>{total.label}</TableCell>
                  <TableCell align="right">{total.value}</TableCell>
                  {rowAction ? <TableCell /> : null}
                </TableRow>
              </TableFooter>
            ) : null}
          </Table>
        </TableContainer>
      )}
      {addForm}
    </DetailCard>
  );
}
