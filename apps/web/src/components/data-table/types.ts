import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';

/** One column of a `DataTable`. */
export interface DataColumn<T> {
  id: string;
  label: string;
  render: (row: T) => ReactNode;
  sortable?: boolean;
  /** Whether the column chooser may hide it; defaults to true. */
  hideable?: boolean;
  hiddenByDefault?: boolean;
  align?: 'left' | 'right' | 'center';
  width?: number;
  /** Styles of the column's body cells (a minimum width, no wrapping). */
  cellSx?: SxProps<Theme>;
}

/**
 * How a row shows as a card on a phone, by column ids: the title (its link, followed from
 * anywhere on the card), the lines under it and the chips at the bottom.
 */
export interface DataCardLayout {
  title: string[];
  subtitle?: string[];
  chips?: string[];
  /** Each subtitle line starts with its column's name (figures that mean nothing alone). */
  labelled?: boolean;
}
