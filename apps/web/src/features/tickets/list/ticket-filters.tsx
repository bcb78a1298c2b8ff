/**
 * The ticket list filters. The ones used most (status, priority, SLA, building, location,
 * assignee) are always shown; the others open under "More filters" (open by itself when one of
 * them is set, e.g. from a shared link). Choosing another building clears location and asset.
 * The dashboard's own filters have no control here: they show as chips (drill-down-chips.tsx).
 */
import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import { useTranslation } from 'react-i18next';
import {
  PPM_COMPLIANCE_VALUES,
  SLA_STATE_VALUES,
  TICKET_PRIORITY_VALUES,
  statusesOf,
  type TTicketKind,
} from '@mainstay/contracts';
import {
  bindFilter,
  DateFilter,
  FilterSelect,
  MultiFilterSelect,
  namedOptions,
  optionsOf,
  TextFilter,
  type ListParamsApi,
} from '@/components/data-table';
import {
  useAssetChoicesQuery,
  useBuildingChoicesQuery,
  useLocationChoicesQuery,
} from '../api/place-choices.ts';
import { useScheduleChoicesQuery } from '../api/schedule-choices.ts';
import { useTicketOptionsQuery } from '../api/ticket-options.ts';
import { MORE_TICKET_FILTERS, type TicketListFilter } from '../lib/list-filters.ts';
import { categoryLabel } from './category-label.ts';

export function TicketFilters({ kind, list }: { kind: TTicketKind; list: ListParamsApi }) {
  const { t } = useTranslation('tickets');
  const { filters } = list.params;
  const moreSet = MORE_TICKET_FILTERS.filter((name) => filters[name]).length;
  const [more, setMore] = useState(moreSet > 0);
  const options = useTicketOptionsQuery(kind);
  const buildings = useBuildingChoicesQuery();
  const locations = useLocationChoicesQuery(filters.building_id);
  const assets = useAssetChoicesQuery(
    filters.building_id,
    '',
    more && Boolean(filters.building_id),
    100,
  );
  const schedules = useScheduleChoicesQuery(
    filters.building_id,
    kind === 'ppm' && (more || Boolean(filters.ppm_schedule_id)),
  );
  const bind = (name: TicketListFilter) => bindFilter(list, name);

  return (
    <>
      <MultiFilterSelect
        label={t('fields.status')}
        {...bind('status')}
        options={optionsOf(statusesOf(kind), (value) => t(`statuses.${value}`))}
      />
      <MultiFilterSelect
        label={t('fields.priority')}
        {...bind('priority')}
        options={optionsOf(TICKET_PRIORITY_VALUES, (value) => t(`priorities.${value}`))}
      />
      {kind === 'ppm' ? (
        <MultiFilterSelect
          label={t('fields.compliance')}
          {...bind('compliance')}
          options={optionsOf(PPM_COMPLIANCE_VALUES, (value) => t(`compliance.${value}`))}
        />
      ) : (
        <MultiFilterSelect
          label={t('fields.sla')}
          {...bind('sla')}
          options={optionsOf(SLA_STATE_VALUES, (value) => t(`slaStates.${value}`))}
        />
      )}
      <FilterSelect
        label={t('fields.building')}
        value={filters.building_id}
        // Location and asset belong to one building: choosing another clears them.
        onChange={(value) =>
          list.setFilters({ building_id: value, location_id: undefined, asset_id: undefined })
        }
        options={namedOptions(buildings.data)}
      />
      <FilterSelect
        label={t('fields.location')}
        {...bind('location_id')}
        disabled={!filters.building_id}
        options={namedOptions(locations.data)}
      />
      <FilterSelect
        label={t('fields.assignee')}
        {...bind('assignee_id')}
        options={[
          { value: 'me', label: t('filters.me') },
          { value: 'none', label: t('filters.unassigned') },
          ...namedOptions(options.data?.users),
        ]}
      />
      {more && (
        <>
          {kind === 'ppm' && (
            <FilterSelect
              label={t('fields.schedule')}
              {...bind('ppm_schedule_id')}
              options={namedOptions(schedules.data)}
            />
          )}
          <FilterSelect
            label={t('fields.asset')}
            {...bind('asset_id')}
            disabled={!filters.building_id}
            options={(assets.data ?? []).map((row) => ({
              value: row.id,
              label: `${row.name} (${row.code})`,
            }))}
          />
          <FilterSelect
            label={t('fields.team')}
            {...bind('team_id')}
            options={namedOptions(options.data?.teams)}
          />
          <FilterSelect
            label={t('fields.contractor')}
            {...bind('contractor_id')}
            options={namedOptions(options.data?.contractors)}
          />
          <FilterSelect
            label={t('fields.category')}
            {...bind('category_id')}
            options={(options.data?.categories ?? []).map((row) => ({
              value: row.id,
              label: categoryLabel(t, row),
            }))}
          />
          <TextFilter label={t('fields.tag')} {...bind('tag')} />
          <DateFilter label={t('filters.createdFrom')} {...bind('created_from')} />
          <DateFilter label={t('filters.createdTo')} {...bind('created_to')} />
          <DateFilter label={t('filters.dueFrom')} {...bind('due_from')} />
          <DateFilter label={t('filters.dueTo')} {...bind('due_to')} />
        </>
      )}
      <Button
        color="inherit"
        aria-expanded={more}
        onClick={() => setMore((open) => !open)}
        startIcon={
          <Badge badgeContent={moreSet} color="primary">
            <FilterListOutlined />
          </Badge>
        }
        sx={{ minWidth: 'auto !important', flex: '0 0 auto' }}
      >
        {more ? t('filters.fewer') : t('filters.more')}
      </Button>
    </>
  );
}
