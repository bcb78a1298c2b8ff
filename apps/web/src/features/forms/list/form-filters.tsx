/**
 * The forms list filters: template, status, result, building, asset (of the chosen building),
 * who filled it, and the day range it was started in. Each writes its URL parameter.
 */
import { useTranslation } from 'react-i18next';
import { FORM_OUTCOME_VALUES, FORM_STATUS_VALUES } from '@mainstay/contracts';
import {
  bindFilter,
  DateFilter,
  FilterSelect,
  MultiFilterSelect,
  namedOptions,
  optionsOf,
  type ListParamsApi,
} from '@/components/data-table';
import { useAbility } from '@/lib/ability.ts';
import {
  useAssetChoicesQuery,
  useBuildingChoicesQuery,
  usePeopleChoicesQuery,
} from '../api/form-choices.ts';
import { usePublishedTemplatesQuery } from '../api/published-templates.ts';

export const FORM_FILTERS = [
  'template_id',
  'status',
  'result',
  'building_id',
  'asset_id',
  'filled_by',
  'from',
  'to',
] as const;

export function FormFilters({ list }: { list: ListParamsApi }) {
  const { t } = useTranslation('forms');
  const ability = useAbility();
  const { filters } = list.params;
  const templates = usePublishedTemplatesQuery();
  const buildings = useBuildingChoicesQuery();
  const assets = useAssetChoicesQuery(filters.building_id);
  const people = usePeopleChoicesQuery(ability.can('read', 'team'));
  const bind = (name: (typeof FORM_FILTERS)[number]) => bindFilter(list, name);
  return (
    <>
      <FilterSelect
        label={t('fields.template')}
        {...bind('template_id')}
        options={namedOptions(templates.data)}
      />
      <FilterSelect
        label={t('fields.status')}
        {...bind('status')}
        options={optionsOf(FORM_STATUS_VALUES, (value) => t(`statuses.${value}`))}
      />
      <MultiFilterSelect
        label={t('fields.result')}
        {...bind('result')}
        options={optionsOf(FORM_OUTCOME_VALUES, (value) => t(`results.${value}`))}
      />
      <FilterSelect
        label={t('fields.building')}
        value={filters.building_id}
        // An asset stands in one building: choosing another clears it.
        onChange={(value) => list.setFilters({ building_id: value, asset_id: undefined })}
        options={namedOptions(buildings.data)}
      />
      <FilterSelect
        label={t('fields.asset')}
        {...bind('asset_id')}
        options={namedOptions(assets.data)}
      />
      <FilterSelect
        label={t('fields.filledBy')}
        {...bind('filled_by')}
        options={[{ value: 'me', label: t('filters.me') }, ...namedOptions(people.data)]}
      />
      <DateFilter label={t('filters.from')} {...bind('from')} />
      <DateFilter label={t('filters.to')} {...bind('to')} />
    </>
  );
}
