/**
 * The rows of a list as cards, for phones: each card shows the columns its list names as
 * title, subtitle and chips, whatever the column chooser hides on a large screen. The title's
 * link covers the card, so a tap anywhere opens the record, while the link itself stays the
 * one keyboard stop; the card is named by its title for screen readers.
 */
import { Fragment, useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { isolate } from '@/lib/bidi.tsx';
import { CardList } from './card-list.tsx';
import type { PageSelection } from './page-selection.ts';
import { SelectAllRow } from './select-all-row.tsx';
import type { DataCardLayout, DataColumn } from './types.ts';

export interface DataCardsProps<T> {
  label: string;
  columns: DataColumn<T>[];
  layout: DataCardLayout;
  rows: T[] | undefined;
  loading: boolean;
  /** How many placeholder cards show while the first page loads. */
  placeholders: number;
  getRowId: (row: T) => string;
  selectable: boolean;
  selected: string[];
  onToggle: (id: string) => void;
  selectLabel: (row: T) => string;
  /** The page's select-all box, as the table's header has it. */
  thisPage: PageSelection;
  onToggleAll: () => void;
}

function pick<T>(columns: DataColumn<T>[], ids: string[] | undefined): DataColumn<T>[] {
  return (ids ?? []).flatMap((id) => columns.filter((column) => column.id === id));
}

const STRETCHED_LINK = {
  content: '""',
  position: 'absolute',
  inset: 0,
  borderRadius: 'inherit',
} as const;

function RowCard<T>(props: DataCardsProps<T> & { row: T }) {
  const { row, layout, columns } = props;
  const titleId = useId();
  const id = props.getRowId(row);
  const checked = props.selected.includes(id);
  const chips = pick(columns, layout.chips);
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        p: 1.5,
        minWidth: 0,
        bgcolor: checked ? 'action.selected' : undefined,
        '&:has([data-card-title] a)': { cursor: 'pointer' },
        '& [data-card-title] a::after': STRETCHED_LINK,
        // Links and buttons beside the title (a building, a chip's action) stay reachable.
        '& [data-card-more] :is(a, button)': { position: 'relative', zIndex: 1 },
        '&:has([data-card-title] a:focus-visible)': {
          outline: 2,
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      {props.selectable && (
        <Checkbox
          checked={checked}
          onChange={() => props.onToggle(id)}
          sx={{ position: 'relative', zIndex: 1, m: -1, mt: -0.75 }}
          slotProps={{ input: { 'aria-label': props.selectLabel(row) } }}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <Box
          id={titleId}
          data-card-title=""
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 1,
            fontWeight: 600,
            '& > *': { minWidth: 0 },
          }}
        >
          {pick(columns, layout.title).map((column) => (
            <Box key={column.id}>{isolate(column.render(row))}</Box>
          ))}
        </Box>
        <Box data-card-more="">
          {pick(columns, layout.subtitle).map((column) => (
            <Typography
              key={column.id}
              component="div"
              variant="body2"
              color="text.secondary"
              sx={[
                { mt: 0.5, '& > *': { minWidth: 0 } },
                layout.labelled === true && {
                  display: 'flex',
                  justifyContent: 'space-between',
                  flexWrap: 'wrap',
                  columnGap: 2,
                },
              ]}
            >
              {layout.labelled && <span>{column.label}</span>}
              {layout.labelled ? (
                <Box component="span" sx={{ color: 'text.primary' }}>
                  {isolate(column.render(row))}
                </Box>
              ) : (
                isolate(column.render(row))
              )}
            </Typography>
          ))}
          {chips.length > 0 && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
              {chips.map((column) => (
                <Fragment key={column.id}>{column.render(row)}</Fragment>
              ))}
            </Box>
          )}
        </Box>
      </Box>
    </Paper>
  );
}

export function DataCards<T>(props: DataCardsProps<T>): ReactNode {
  const selectAll = props.selectable && (
    <SelectAllRow selection={props.thisPage} onToggle={props.onToggleAll} />
  );
  if (props.loading && !props.rows) {
    return (
      <>
        {selectAll}
        <CardList label={props.label} busy>
          {Array.from({ length: props.placeholders }, (_, index) => (
            <Box component="li" key={index} aria-hidden>
              <Skeleton variant="rounded" height={88} />
            </Box>
          ))}
        </CardList>
      </>
    );
  }
  return (
    <>
      {selectAll}
      <CardList label={props.label} busy={props.loading}>
        {(props.rows ?? []).map((row) => (
          <Box component="li" key={props.getRowId(row)} sx={{ minWidth: 0 }}>
            <RowCard {...props} row={row} />
          </Box>
        ))}
      </CardList>
    </>
  );
}
