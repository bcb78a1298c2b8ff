/**
 * Above a list: the search box (debounced, so typing does not fire a request per key), the
 * list's filters and its actions. Everything wraps onto new lines on narrow phones, where the
 * filters fold into a sheet behind a "Filters" button (`FilterSheet`).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { FilterSheet } from './filter-sheet.tsx';
import type { ListParamsApi } from './use-list-params.ts';

export const SEARCH_DEBOUNCE_MS = 350;

export interface ListToolbarProps {
  search: string;
  onSearchChange: (text: string) => void;
  searchLabel: string;
  filters?: ReactNode;
  actions?: ReactNode;
  /** Inside a card: kept off its edges. */
  inset?: boolean;
  /** How many filters are set, shown on the phone's "Filters" button. */
  activeFilters?: number;
  /** Clears the filters, offered in the phone's filter sheet. */
  onClearFilters?: () => void;
}

/**
 * The search box props of a list's state, with the count of filters set and their reset (for
 * the phone's filter sheet): `<ListToolbar {...bindSearch(list)} … />`.
 */
export function bindSearch(list: ListParamsApi) {
  return {
    search: list.params.search ?? '',
    onSearchChange: list.setSearch,
    activeFilters: Object.values(list.params.filters).filter(Boolean).length,
    onClearFilters: list.reset,
  };
}

export function ListToolbar({
  search,
  onSearchChange,
  searchLabel,
  filters,
  actions,
  inset = false,
  activeFilters = 0,
  onClearFilters,
}: ListToolbarProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [text, setText] = useState(search);
  const lastSent = useRef(search);
  const callback = useRef(onSearchChange);
  useEffect(() => {
    callback.current = onSearchChange;
  }, [onSearchChange]);

  // The URL can change the search from outside (back button, reset): follow it.
  useEffect(() => {
    if (search !== lastSent.current) {
      lastSent.current = search;
      setText(search);
    }
  }, [search]);

  useEffect(() => {
    if (text === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = text;
      callback.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        mb: 2,
        ...(inset ? { px: 2, pt: 2 } : {}),
      }}
    >
      <TextField
        type="search"
        size="small"
        label={searchLabel}
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ flex: '1 1 220px', minWidth: 0, maxWidth: { sm: 360 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {filters && phone && (
        <FilterSheet activeFilters={activeFilters} onClear={onClearFilters}>
          {filters}
        </FilterSheet>
      )}
      {filters && !phone && (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1.5,
            flex: '1 1 auto',
            '& > *': { minWidth: { xs: '100%', sm: 160 } },
          }}
        >
          {filters}
        </Box>
      )}
      {actions && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, marginInlineStart: 'auto' }}>
          {actions}
        </Box>
      )}
    </Box>
  );
}
