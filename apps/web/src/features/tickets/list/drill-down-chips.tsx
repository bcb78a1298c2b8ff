/**
 * The dashboard's filters on the ticket list, which have no control of their own, as chips
 * above the table: the reader sees why the list is narrowed and removes one (each chip is a
 * button named "Remove filter: …"; Delete and Backspace work too) or all of them. Removing one
 * changes the address, so the list and a shared link follow. Chips wrap on a narrow phone.
 */
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { ListParamsApi } from '@/components/data-table';
import { drillDownChips } from './drill-down-labels.ts';

export function DrillDownChips({ list }: { list: ListParamsApi }) {
  const { t, i18n } = useTranslation('tickets');
  const chips = drillDownChips(t, i18n.language, list.params.filters);
  const group = useRef<HTMLDivElement>(null);
  // After a removal, focus stays among the chips (the next one, or the last) rather than
  // falling back to the top of the page with the removed button.
  const refocus = useRef<number | null>(null);
  useEffect(() => {
    const index = refocus.current;
    if (index === null) return;
    refocus.current = null;
    const buttons = group.current?.querySelectorAll<HTMLElement>('[data-drill-chip]');
    buttons?.[Math.min(index, buttons.length - 1)]?.focus();
  });

  if (chips.length === 0) return null;
  const remove = (names: readonly string[], index: number) => {
    refocus.current = index;
    list.setFilters(Object.fromEntries(names.map((name) => [name, undefined])));
  };
  return (
    <Box
      ref={group}
      role="group"
      aria-label={t('drillDown.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}
    >
      {chips.map((chip, index) => (
        <Chip
          key={chip.key}
          data-drill-chip
          label={chip.label}
          aria-label={t('drillDown.remove', { filter: chip.label })}
          title={t('drillDown.remove', { filter: chip.label })}
          variant="outlined"
          color="primary"
          onClick={() => remove(chip.names, index)}
          onDelete={() => remove(chip.names, index)}
          sx={{ maxWidth: '100%' }}
        />
      ))}
      {chips.length > 1 && (
        <Button
          size="small"
          onClick={() =>
            remove(
              chips.flatMap((chip) => chip.names),
              0,
            )
          }
          sx={{ minHeight: 32 }}
        >
          {t('drillDown.clearAll')}
        </Button>
      )}
    </Box>
  );
}
