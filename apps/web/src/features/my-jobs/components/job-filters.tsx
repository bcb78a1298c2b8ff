/** Search and the status, priority, building and SLA filters above the job cards. */
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/lib/ability.ts';
import {
  SLA_STATE_VALUES,
  TICKET_PRIORITY_VALUES,
  TICKET_STATUS_VALUES,
} from '@mainstay/contracts';
import { ListToolbar, type ListParamsApi } from '@/components/data-table';
import { useBuildingChoicesQuery } from '@/features/tickets';

export const JOB_FILTERS = ['status', 'priority', 'building_id', 'sla'] as const;

interface FilterSelectProps {
  label: string;
  value: string | undefined;
  emptyLabel: string;
  options: { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}

function FilterSelect({ label, value, emptyLabel, options, onChange }: FilterSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{emptyLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function JobFilters({ list }: { list: ListParamsApi }) {
  const { t } = useTranslation(['myJobs', 'tickets']);
  const ability = useAbility();
  // Contractor staff do not browse the organisation's buildings; their queue is one company's.
  const buildings = useBuildingChoicesQuery(ability.can('read', 'buildings'));
  const { filters } = list.params;
  const filtered = JOB_FILTERS.some((name) => filters[name]) || Boolean(list.params.search);
  return (
    <ListToolbar
      search={list.params.search ?? ''}
      onSearchChange={list.setSearch}
      searchLabel={t('filters.search')}
      filters={
        <>
          <FilterSelect
            label={t('filters.status')}
            value={filters.status}
            emptyLabel={t('filters.allOpen')}
            options={TICKET_STATUS_VALUES.map((value) => ({
              value,
              label: t(`tickets:statuses.${value}`),
            }))}
            onChange={(value) => list.setFilter('status', value)}
          />
          <FilterSelect
            label={t('filters.priority')}
            value={filters.priority}
            emptyLabel={t('filters.all')}
            options={TICKET_PRIORITY_VALUES.map((value) => ({
              value,
              label: t(`tickets:priorities.${value}`),
            }))}
            onChange={(value) => list.setFilter('priority', value)}
          />
          {buildings.isSuccess && buildings.data.length > 1 && (
            <FilterSelect
              label={t('filters.building')}
              value={filters.building_id}
              emptyLabel={t('filters.all')}
              options={buildings.data.map((row) => ({ value: row.id, label: row.name }))}
              onChange={(value) => list.setFilter('building_id', value)}
            />
          )}
          <FilterSelect
            label={t('filters.sla')}
            value={filters.sla}
            emptyLabel={t('filters.all')}
            options={SLA_STATE_VALUES.map((value) => ({
              value,
              label: t(`tickets:slaStates.${value}`),
            }))}
            onChange={(value) => list.setFilter('sla', value)}
          />
        </>
      }
      actions={
        filtered ? (
          <Button color="inherit" onClick={list.reset}>
            {t('filters.clear')}
          </Button>
        ) : undefined
      }
    />
  );
}
