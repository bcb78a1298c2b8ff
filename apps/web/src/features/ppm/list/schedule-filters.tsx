/** The schedule list's filters: building, and active and paused (the API's default) or one status. */
import { useTranslation } from 'react-i18next';
import { PPM_SCHEDULE_STATUS_VALUES } from '@mainstay/contracts';
import {
  bindFilter,
  FilterSelect,
  namedOptions,
  type ListParamsApi,
} from '@/components/data-table';
import { useBuildingChoicesQuery } from '@/features/tickets';

export const SCHEDULE_FILTERS = ['building_id', 'status'] as const;

export function ScheduleFilters({ list }: { list: ListParamsApi }) {
  const { t } = useTranslation('ppm');
  const buildings = useBuildingChoicesQuery();
  return (
    <>
      <FilterSelect
        label={t('columns.building')}
        {...bindFilter(list, 'building_id')}
        options={namedOptions(buildings.data)}
      />
      <FilterSelect
        label={t('columns.status')}
        {...bindFilter(list, 'status')}
        emptyLabel={t('list.activeAndPaused')}
        options={PPM_SCHEDULE_STATUS_VALUES.map((value) => ({
          value,
          label: t(`status.${value}`),
        }))}
      />
    </>
  );
}
