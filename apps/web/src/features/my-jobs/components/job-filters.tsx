/** Search and the status, type, priority, building and SLA filters above the job cards. */
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/lib/ability.ts';
import {
  SLA_STATE_VALUES,
  TICKET_KIND_VALUES,
  TICKET_PRIORITY_VALUES,
  TICKET_STATUS_VALUES,
} from '@mainstay/contracts';
import {
  bindFilter,
  bindSearch,
  FilterSelect,
  ListToolbar,
  namedOptions,
  optionsOf,
  type ListParamsApi,
} from '@/components/data-table';
import { useBuildingChoicesQuery } from '@/features/tickets';

export const JOB_FILTERS = ['status', 'kind', 'priority', 'building_id', 'sla', 'overdue'] as const;

export function JobFilters({ list }: { list: ListParamsApi }) {
  const { t } = useTranslation(['myJobs', 'tickets']);
  const ability = useAbility();
  // Contractor staff do not browse the organisation's buildings; their queue is one company's.
  const buildings = useBuildingChoicesQuery(ability.can('read', 'buildings'));
  return (
    <ListToolbar
      {...bindSearch(list)}
      searchLabel={t('filters.search')}
      filters={
        <>
          <FilterSelect
            label={t('filters.status')}
            {...bindFilter(list, 'status')}
            emptyLabel={t('filters.allOpen')}
            options={optionsOf(TICKET_STATUS_VALUES, (value) => t(`tickets:statuses.${value}`))}
          />
          <FilterSelect
            label={t('filters.kind')}
            {...bindFilter(list, 'kind')}
            options={optionsOf(TICKET_KIND_VALUES, (value) => t(`tickets:kinds.${value}`))}
          />
          <FilterSelect
            label={t('filters.priority')}
            {...bindFilter(list, 'priority')}
            options={optionsOf(TICKET_PRIORITY_VALUES, (value) => t(`tickets:priorities.${value}`))}
          />
          {buildings.isSuccess && buildings.data.length > 1 && (
            <FilterSelect
              label={t('filters.building')}
              {...bindFilter(list, 'building_id')}
              options={namedOptions(buildings.data)}
            />
          )}
          <FilterSelect
            label={t('filters.sla')}
            {...bindFilter(list, 'sla')}
            options={optionsOf(SLA_STATE_VALUES, (value) => t(`tickets:slaStates.${value}`))}
          />
        </>
      }
      actions={
        list.filtered ? (
          <Button color="inherit" onClick={list.reset}>
            {t('common:dataTable.filters.clear')}
          </Button>
        ) : undefined
      }
    />
  );
}
