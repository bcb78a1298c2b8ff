/**
 * Columns most lists have, written once: the row's name linking to its page, a count or
 * measure (right-aligned, in the reader's number format, "—" when unknown) and the date it was
 * created. Each is a plain `DataColumn`, so a list can still change any field.
 */
import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { DataColumn } from './types.ts';

/** Marks the link of a row that a click elsewhere on the row follows (`rowLinks`). */
export const ROW_LINK_ATTRIBUTE = 'data-row-link';

export interface LinkColumnOptions<T> {
  id?: string;
  label: string;
  /** The row's page. */
  href: (row: T) => string;
  /** The link's text (the row's name or number). */
  text: (row: T) => string;
  /** Shown under the link (its place in a tree, what it belongs to). */
  below?: (row: T) => ReactNode;
  /** Keeps a number like "RT-000123" on one line. */
  noWrap?: boolean;
}

/** The row's name (or number) as the link to its page: sortable, never hidden. */
export function linkColumn<T>({
  id = 'name',
  label,
  href,
  text,
  below,
  noWrap = false,
}: LinkColumnOptions<T>): DataColumn<T> {
  return {
    id,
    label,
    sortable: true,
    hideable: false,
    render: (row) => (
      <>
        <Link
          component={RouterLink}
          to={href(row)}
          sx={{ fontWeight: 600, whiteSpace: noWrap ? 'nowrap' : undefined }}
          {...{ [ROW_LINK_ATTRIBUTE]: '' }}
        >
          {text(row)}
        </Link>
        {below?.(row)}
      </>
    ),
  };
}

export interface NumberColumnOptions<T> {
  id: string;
  label: string;
  value: (row: T) => number | null;
  language: string;
  /** After the number (a unit). */
  unit?: (row: T) => string;
  hiddenByDefault?: boolean;
}

/** A count or measure, right-aligned in the reader's number format; "—" when unknown. */
export function numberColumn<T>({
  id,
  label,
  value,
  language,
  unit,
  hiddenByDefault,
}: NumberColumnOptions<T>): DataColumn<T> {
  const format = new Intl.NumberFormat(language);
  return {
    id,
    label,
    align: 'right',
    hiddenByDefault,
    render: (row) => {
      const number = value(row);
      if (number === null) return '—';
      return unit ? `${format.format(number)} ${unit(row)}` : format.format(number);
    },
  };
}

/** When the row was created, as a date in the reader's format (sortable, hidden at first). */
export function createdColumn<T extends { created_at: string }>(
  label: string,
  language: string,
): DataColumn<T> {
  return {
    id: 'created_at',
    label,
    sortable: true,
    hiddenByDefault: true,
    render: (row) => new Date(row.created_at).toLocaleDateString(language),
  };
}
