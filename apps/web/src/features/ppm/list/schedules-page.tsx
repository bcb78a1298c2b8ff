/**
 * /ppm-tasks/schedules: the planned maintenance schedules. Search, building and status filters
 * live in the URL; each row says the rule in words, what and who it covers, when it is next due
 * and its open tasks. Those who may add PPM tasks create a schedule from here. On a phone each
 * schedule is a card.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, useListParams } from '@/components/data-table';
import type { BreadcrumbItem } from '@/components/layout';
import { useAbility } from '@/lib/ability.ts';
import { useSchedulesQuery } from '../api/list-schedules.ts';
import { ScheduleDialog } from '../form/schedule-dialog.tsx';
import { scheduleColumns } from './schedule-columns.tsx';
import { SCHEDULE_FILTERS, ScheduleFilters } from './schedule-filters.tsx';

export interface SchedulesPageProps {
  title: string;
  breadcrumbs: BreadcrumbItem[];
}

export function SchedulesPage({ title, breadcrumbs }: SchedulesPageProps) {
  const { t, i18n } = useTranslation('ppm');
  const ability = useAbility();
  const list = useListParams({
    defaults: { sort: 'title', order: 'asc' },
    filters: SCHEDULE_FILTERS,
  });
  const query = useSchedulesQuery(list.query);
  const [creating, setCreating] = useState(false);
  const columns = useMemo(() => scheduleColumns(t, i18n.language), [t, i18n.language]);
  const canAdd = ability.can('add', 'ppm tasks');

  return (
    <ListPage
      title={title}
      breadcrumbs={breadcrumbs}
      list={list}
      query={query}
      text={(key) => t(`list.${key}`)}
      add={canAdd && { label: t('actions.new'), onClick: () => setCreating(true) }}
      filters={<ScheduleFilters list={list} />}
      columns={columns}
      card={{
        title: ['title'],
        subtitle: ['building', 'coverage', 'people', 'next_due', 'open_tasks'],
        labelled: true,
        chips: ['priority', 'status'],
      }}
      rowLabel={(row) => row.title}
      selectable={false}
      columnsStorageKey="mainstay.columns.ppm-schedules"
      rowLinks
    >
      <ScheduleDialog open={creating} onClose={() => setCreating(false)} />
    </ListPage>
  );
}
