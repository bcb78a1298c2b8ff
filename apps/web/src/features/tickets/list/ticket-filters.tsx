/**
 * The ticket list filters. The ones used most (status, priority, SLA, building, location,
 * assignee) are always shown; the others open under "More filters" (open by itself when one of
 * them is set, e.g. from a shared link). Choosing another building clears location and asset.
 */
import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  SLA_STATE_VALUES,
  TICKET_PRIORITY_VALUES,
  TICKET_STATUS_VALUES,
  type TTicketKind,
} from '@mainstay/contracts';
import type { ListParamsApi } from '@/components/data-table';
import {
  useAssetChoicesQuery,
  useBuildingChoicesQuery,
  useLocationChoicesQuery,
} from '../api/place-choices.ts';
import { useTicketOptionsQuery } from '../api/ticket-options.ts';
import { categoryLabel } from './category-label.ts';
import { DateFilter, FilterSelect, MultiFilterSelect, TextFilter } from './filter-controls.tsx';

const MAIN_FILTERS = [
  'status',
  'priority',
  'sla',
  'building_id',
  'location_id',
  'assignee_id',
] as const;
const MORE_FILTERS = [
  'asset_id',
  'team_id',
  'contractor_id',
  'category_id',
  'tag',
  'created_from',
  'created_to',
  'due_from',
  'due_to',
] as const;

/** Every filter the list keeps in its URL (the API's parameter names). */
export const TICKET_FILTERS = [...MAIN_FILTERS, ...MORE_FILTERS] as const;

export function TicketFilters({ kind, list }: { kind: TTicketKind; list: ListParamsApi }) {
  const { t } = useTranslation('tickets');
  const { filters } = list.params;
  const moreSet = MORE_FILTERS.filter((name) => filters[name]).length;
  const [more, setMore] = useState(moreSet > 0);
  const [, setSearchParams] = useSearchParams();
  const options = useTicketOptionsQuery(kind);
  const buildings = useBuildingChoicesQuery();
  const locations = useLocationChoicesQuery(filters.building_id);
  const assets = useAssetChoicesQuery(
    filters.building_id,
    '',
    more && Boolean(filters.building_id),
    100,
  );
  const set = (name: string) => (value: string | undefined) => list.setFilter(name, value);
  const named = (rows: readonly { id: string; name: string }[] | undefined) =>
    (rows ?? []).map((row) => ({ value: row.id, label: row.name }));

  // One URL change: consecutive setFilter calls in one event would each start from the same
  // (old) query and undo one another.
  function setBuilding(value: string | undefined) {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const name of ['building_id', 'location_id', 'asset_id', 'page']) next.delete(name);
        if (value) next.set('building_id', value);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <>
      <MultiFilterSelect
        label={t('fields.status')}
        value={filters.status}
        onChange={set('status')}
        options={TICKET_STATUS_VALUES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
      />
      <MultiFilterSelect
        label={t('fields.priority')}
        value={filters.priority}
        onChange={set('priority')}
        options={TICKET_PRIORITY_VALUES.map((value) => ({
          value,
          label: t(`priorities.${value}`),
        }))}
      />
      <MultiFilterSelect
        label={t('fields.sla')}
        value={filters.sla}
        onChange={set('sla')}
        options={SLA_STATE_VALUES.map((value) => ({ value, label: t(`slaStates.${value}`) }))}
      />
      <FilterSelect
        label={t('fields.building')}
        value={filters.building_id}
        onChange={setBuilding}
        options={named(buildings.data)}
      />
      <FilterSelect
        label={t('fields.location')}
        value={filters.location_id}
        disabled={!filters.building_id}
        onChange={set('location_id')}
        options={(locations.data ?? []).map((row) => ({
          value: row.id,
          label: row.name,
          depth: row.depth,
        }))}
      />
      <FilterSelect
        label={t('fields.assignee')}
        value={filters.assignee_id}
        onChange={set('assignee_id')}
        options={[
          { value: 'me', label: t('filters.me') },
          { value: 'none', label: t('filters.unassigned') },
          ...named(options.data?.users),
        ]}
      />
      {more && (
        <>
          <FilterSelect
            label={t('fields.asset')}
            value={filters.asset_id}
            disabled={!filters.building_id}
            onChange={set('asset_id')}
            options={(assets.data ?? []).map((row) => ({
              value: row.id,
              label: `${row.name} (${row.code})`,
            }))}
          />
          <FilterSelect
            label={t('fields.team')}
            value={filters.team_id}
            onChange={set('team_id')}
            options={named(options.data?.teams)}
          />
          <FilterSelect
            label={t('fields.contractor')}
            value={filters.contractor_id}
            onChange={set('contractor_id')}
            options={named(options.data?.contractors)}
          />
          <FilterSelect
            label={t('fields.category')}
            value={filters.category_id}
            onChange={set('category_id')}
            options={(options.data?.categories ?? []).map((row) => ({
              value: row.id,
              label: categoryLabel(t, row),
            }))}
          />
          <TextFilter label={t('fields.tag')} value={filters.tag} onChange={set('tag')} />
          <DateFilter
            label={t('filters.createdFrom')}
            value={filters.created_from}
            onChange={set('created_from')}
          />
          <DateFilter
            label={t('filters.createdTo')}
            value={filters.created_to}
            onChange={set('created_to')}
          />
          <DateFilter
            label={t('filters.dueFrom')}
            value={filters.due_from}
            onChange={set('due_from')}
          />
          <DateFilter label={t('filters.dueTo')} value={filters.due_to} onChange={set('due_to')} />
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
