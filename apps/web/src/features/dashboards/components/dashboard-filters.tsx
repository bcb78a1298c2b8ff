/**
 * The dashboard's filters: the period (with two days for a custom one), the building among
 * those the user may see, and the kind of tickets. Each change rewrites the address, which
 * refetches the figures. The reports page shares them (with its own group name), so a period
 * means the same on both.
 */
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_RANGES, TICKET_KIND_VALUES } from '@mainstay/contracts';
import { DateFilter, FilterSelect, namedOptions } from '@/components/data-table';
import { useBuildingChoicesQuery } from '@/features/tickets';
import type { useDashboardParams } from '../lib/dashboard-params.ts';

const FIELD_SX = { minWidth: 160, maxWidth: { xs: '100%', sm: 240 } } as const;

export interface DashboardFiltersProps {
  state: ReturnType<typeof useDashboardParams>;
  /** The group's accessible name; "Dashboard filters" by default. */
  label?: string;
  /** Offer the kind of tickets (not on a report over one kind of work). */
  showKind?: boolean;
}

export function DashboardFilters({ state, label, showKind = true }: DashboardFiltersProps) {
  const { t } = useTranslation('dashboards');
  const buildings = useBuildingChoicesQuery();
  const { params, update } = state;
  const custom = params.range === 'custom';
  const incomplete = custom && !state.ready;
  return (
    <Box
      role="group"
      aria-label={label ?? t('filters.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3, alignItems: 'flex-start' }}
    >
      <TextField
        select
        size="small"
        label={t('filters.range')}
        value={params.range}
        onChange={(event) => update({ range: event.target.value })}
        sx={FIELD_SX}
      >
        {DASHBOARD_RANGES.map((range) => (
          <MenuItem key={range} value={range}>
            {t(`ranges.${range}`)}
          </MenuItem>
        ))}
      </TextField>
      {custom && (
        <>
          <DateFilter
            label={t('filters.from')}
            value={params.from}
            onChange={(from) => update({ from })}
          />
          <DateFilter label={t('filters.to')} value={params.to} onChange={(to) => update({ to })} />
        </>
      )}
      {buildings.isSuccess && buildings.data.length > 1 && (
        <FilterSelect
          label={t('filters.building')}
          value={params.building_id}
          onChange={(building_id) => update({ building_id })}
          emptyLabel={t('filters.allBuildings')}
          options={namedOptions(buildings.data)}
        />
      )}
      {showKind && (
        <TextField
          select
          size="small"
          label={t('filters.kind')}
          value={params.kind ?? ''}
          onChange={(event) => update({ kind: event.target.value })}
          sx={FIELD_SX}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('kinds.both')}</MenuItem>
          {TICKET_KIND_VALUES.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {incomplete && (
        <Typography
          role="status"
          variant="body2"
          color="text.secondary"
          sx={{ alignSelf: 'center' }}
        >
          {params.from && params.to ? t('filters.customOrder') : t('filters.customIncomplete')}
        </Typography>
      )}
    </Box>
  );
}
