/**
 * The asset list filters: building, location (of the chosen building, with its sublocations),
 * category, status, criticality and warranty. Choosing another building clears the location.
 */
import {
  ASSET_CRITICALITY_VALUES,
  ASSET_STATUS_VALUES,
  ASSET_WARRANTY_FILTER_VALUES,
} from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import type { ListParamsApi } from '@/components/data-table';
import { useAssetCategoriesQuery } from '../../api/asset-settings.ts';
import { useBuildingChoicesQuery, useLocationChoicesQuery } from '../../api/place-choices.ts';
import { categoryLabel } from '../labels.tsx';
import { FilterSelect } from './filter-select.tsx';

export const ASSET_FILTERS = [
  'building_id',
  'location_id',
  'category_id',
  'status',
  'criticality',
  'warranty',
] as const;

export function AssetFilters({ list }: { list: ListParamsApi }) {
  const { t } = useTranslation('assets');
  const { filters } = list.params;
  const buildings = useBuildingChoicesQuery();
  const locations = useLocationChoicesQuery(filters.building_id);
  const categories = useAssetCategoriesQuery();

  return (
    <>
      <FilterSelect
        label={t('fields.building')}
        value={filters.building_id}
        onChange={(value) => {
          // A location belongs to one building: choosing another building clears it.
          list.setFilters({ building_id: value, location_id: undefined });
        }}
        options={(buildings.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
      />
      <FilterSelect
        label={t('fields.location')}
        value={filters.location_id}
        disabled={!filters.building_id}
        onChange={(value) => list.setFilter('location_id', value)}
        options={(locations.data ?? []).map((row) => ({
          value: row.id,
          label: row.name,
          depth: row.depth,
        }))}
      />
      <FilterSelect
        label={t('fields.category')}
        value={filters.category_id}
        onChange={(value) => list.setFilter('category_id', value)}
        options={(categories.data?.data ?? []).map((row) => ({
          value: row.id,
          label: categoryLabel(t, row),
        }))}
      />
      <FilterSelect
        label={t('fields.status')}
        value={filters.status}
        onChange={(value) => list.setFilter('status', value)}
        options={ASSET_STATUS_VALUES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
      />
      <FilterSelect
        label={t('fields.criticality')}
        value={filters.criticality}
        onChange={(value) => list.setFilter('criticality', value)}
        options={ASSET_CRITICALITY_VALUES.map((value) => ({
          value,
          label: t(`criticalities.${value}`),
        }))}
      />
      <FilterSelect
        label={t('fields.warranty')}
        value={filters.warranty}
        onChange={(value) => list.setFilter('warranty', value)}
        options={ASSET_WARRANTY_FILTER_VALUES.map((value) => ({
          value,
          label: t(`warranty.filters.${value}`),
        }))}
      />
    </>
  );
}
