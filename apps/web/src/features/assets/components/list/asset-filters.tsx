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
import {
  bindFilter,
  FilterSelect,
  namedOptions,
  optionsOf,
  type ListParamsApi,
} from '@/components/data-table';
import { useAssetCategoriesQuery } from '../../api/asset-settings.ts';
import { useBuildingChoicesQuery, useLocationChoicesQuery } from '../../api/place-choices.ts';
import { categoryLabel } from '../labels.tsx';

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
        options={namedOptions(buildings.data)}
      />
      <FilterSelect
        label={t('fields.location')}
        {...bindFilter(list, 'location_id')}
        disabled={!filters.building_id}
        options={namedOptions(locations.data)}
      />
      <FilterSelect
        label={t('fields.category')}
        {...bindFilter(list, 'category_id')}
        options={(categories.data?.data ?? []).map((row) => ({
          value: row.id,
          label: categoryLabel(t, row),
        }))}
      />
      <FilterSelect
        label={t('fields.status')}
        {...bindFilter(list, 'status')}
        options={optionsOf(ASSET_STATUS_VALUES, (value) => t(`statuses.${value}`))}
      />
      <FilterSelect
        label={t('fields.criticality')}
        {...bindFilter(list, 'criticality')}
        options={optionsOf(ASSET_CRITICALITY_VALUES, (value) => t(`criticalities.${value}`))}
      />
      <FilterSelect
        label={t('fields.warranty')}
        {...bindFilter(list, 'warranty')}
        options={optionsOf(ASSET_WARRANTY_FILTER_VALUES, (value) => t(`warranty.filters.${value}`))}
      />
    </>
  );
}
