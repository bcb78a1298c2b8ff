/**
 * The shared list table: sortable headers, selectable rows, a column chooser, a row density
 * (comfortable or compact, remembered for the user), pagination with the page sizes every list
 * accepts, and its own loading, error and empty states. On a phone a list that names its card
 * layout shows cards instead (`DataCards`); a table without one scrolls sideways inside its
 * card instead of stretching the page. A cell's text is isolated (`<bdi>`), so a code, an e-mail
 * address or a sentence in the other direction keeps its order and punctuation.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/feedback';
import { isApiError } from '@/lib/api-client.ts';
import { isolate } from '@/lib/bidi.tsx';
import { useTableDensity } from '@/lib/settings/index.ts';
import { CardSort } from './card-sort.tsx';
import { ColumnChooser } from './column-chooser.tsx';
import { DataCards } from './data-cards.tsx';
import { DensityMenu } from './density-menu.tsx';
import { ListPagination } from './list-pagination.tsx';
import { pageSelection } from './page-selection.ts';
import type { DataCardLayout, DataColumn } from './types.ts';
import { useColumnVisibility } from './use-column-visibility.ts';

export interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: DataColumn<T>[];
  rows: T[] | undefined;
  total: number;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** 1-based. */
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
  sort?: string;
  order?: 'asc' | 'desc';
  onSortChange?: (columnId: string) => void;
  getRowId: (row: T) => string;
  /** A short name of the row for its check box ("Select North Wharf"); defaults to its number. */
  getRowLabel?: (row: T) => string;
  selectable?: boolean;
  selected?: string[];
  onSelectedChange?: (ids: string[]) => void;
  empty: ReactNode;
  /** localStorage key remembering the columns shown. */
  columnsStorageKey?: string;
  /** The row as a card on phones; without it the table stays a table there. */
  card?: DataCardLayout;
  /**
   * A last row under every page (a report's totals), drawn by the same columns in the table's
   * footer, or as the last card on a phone. For lists whose rows are not selected.
   */
  footerRow?: T;
}

/** Cells a little narrower than the theme's, so more columns fit beside each other. */
const CELLS = { '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1.25 } } as const;

/** Compact rows: less padding, so a large screen shows more of the list at once. */
const COMPACT_CELLS = {
  ...CELLS,
  '& .MuiTableCell-root': { py: 0.25 },
  '& .MuiTableCell-paddingCheckbox .MuiCheckbox-root': { p: 0.5 },
} as const;

export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation('common');
  const { columns, rows, loading, error, selectable = false, selected = [] } = props;
  const { hidden, toggle } = useColumnVisibility(columns, props.columnsStorageKey);
  const [density, setDensity] = useTableDensity();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const asCards = phone && props.card !== undefined;
  const visible = columns.filter((column) => !hidden.includes(column.id));
  const span = visible.length + (selectable ? 1 : 0);
  const thisPage = pageSelection((rows ?? []).map(props.getRowId), selected);

  function toggleAll() {
    props.onSelectedChange?.(thisPage.toggled());
  }

  function toggleRow(id: string) {
    props.onSelectedChange?.(
      selected.includes(id) ? selected.filter((item) => item !== id) : [...selected, id],
    );
  }

  function rowLabel(row: T, index: number): string {
    return t('dataTable.selectRow', {
      name: props.getRowLabel?.(row) ?? String((props.page - 1) * props.perPage + index + 1),
    });
  }

  const placeholders = Math.min(props.perPage, 5);
  const pager = (
    <ListPagination
      total={props.total}
      page={props.page}
      perPage={props.perPage}
      onPageChange={props.onPageChange}
      onPerPageChange={props.onPerPageChange}
      loading={loading && !rows}
    />
  );

  // The error and empty states sit outside the table, so a wide table (which scrolls
  // sideways in its own region) never pushes them, or their buttons, out of sight.
  let message: ReactNode = null;
  if (error) {
    message = (
      <ErrorState
        message={isApiError(error) ? error.message : t('dataTable.loadError')}
        onRetry={props.onRetry}
      />
    );
  } else if (!loading && (!rows || rows.length === 0)) {
    message = props.empty;
  }

  if (asCards && props.card) {
    return (
      <Box sx={{ minWidth: 0 }}>
        {props.onSortChange && (
          <CardSort
            columns={columns}
            sort={props.sort}
            order={props.order}
            onSortChange={props.onSortChange}
          />
        )}
        {message ?? (
          <DataCards
            label={props.label}
            columns={columns}
            layout={props.card}
            rows={rows && props.footerRow !== undefined ? [...rows, props.footerRow] : rows}
            loading={loading}
            placeholders={placeholders}
            getRowId={props.getRowId}
            selectable={selectable}
            selected={selected}
            onToggle={toggleRow}
            thisPage={thisPage}
            onToggleAll={toggleAll}
            selectLabel={(row) => rowLabel(row, (rows ?? []).indexOf(row))}
          />
        )}
        {pager}
      </Box>
    );
  }

  let body: ReactNode = null;
  if (message) {
    // The state shows under the header row, outside the table.
  } else if (loading && !rows) {
    body = Array.from({ length: placeholders }, (_, index) => (
      <TableRow key={`skeleton-${index}`} aria-hidden>
        {Array.from({ length: span }, (__, cell) => (
          <TableCell key={cell}>
            <Skeleton variant="text" />
          </TableCell>
        ))}
      </TableRow>
    ));
  } else {
    body = (rows ?? []).map((row, index) => {
      const id = props.getRowId(row);
      const isSelected = selected.includes(id);
      return (
        <TableRow key={id} hover selected={isSelected}>
          {selectable && (
            <TableCell padding="checkbox">
              <Checkbox
                checked={isSelected}
                onChange={() => toggleRow(id)}
                slotProps={{ input: { 'aria-label': rowLabel(row, index) } }}
              />
            </TableCell>
          )}
          {visible.map((column) => (
            <TableCell key={column.id} align={column.align} sx={column.cellSx}>
              {isolate(column.render(row))}
            </TableCell>
          ))}
        </TableRow>
      );
    });
  }

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', px: 1, pt: 1 }}>
        <DensityMenu density={density} onChange={setDensity} />
        <ColumnChooser columns={columns} hidden={hidden} onToggle={toggle} />
      </Box>
      <TableContainer
        role="region"
        aria-label={props.label}
        tabIndex={0}
        sx={{ overflowX: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
      >
        <Table
          size="small"
          aria-label={props.label}
          aria-busy={loading || undefined}
          data-density={density}
          sx={density === 'compact' ? COMPACT_CELLS : CELLS}
        >
          <TableHead>
            <TableRow>
              {selectable && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={thisPage.all}
                    indeterminate={thisPage.some}
                    disabled={thisPage.empty}
                    onChange={toggleAll}
                    slotProps={{ input: { 'aria-label': t('dataTable.selectAll') } }}
                  />
                </TableCell>
              )}
              {visible.map((column) => {
                const active = props.sort === column.id;
                const direction = active ? (props.order ?? 'asc') : 'asc';
                return (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sx={{ whiteSpace: 'nowrap', width: column.width }}
                    aria-sort={
                      active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined
                    }
                  >
                    {column.sortable && props.onSortChange ? (
                      <TableSortLabel
                        active={active}
                        direction={direction}
                        onClick={() => props.onSortChange?.(column.id)}
                      >
                        {column.label}
                      </TableSortLabel>
                    ) : (
                      column.label
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>{body}</TableBody>
          {props.footerRow !== undefined && !message && rows && (
            <TableFooter>
              <TableRow>
                {selectable && <TableCell padding="checkbox" />}
                {visible.map((column) => (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sx={[
                      { color: 'text.primary', fontWeight: 600, fontSize: 'inherit' },
                      ...(Array.isArray(column.cellSx) ? column.cellSx : [column.cellSx]),
                    ]}
                  >
                    {isolate(column.render(props.footerRow as T))}
                  </TableCell>
                ))}
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </TableContainer>
      {message}
      {pager}
    </Paper>
  );
}
