/** /buildings/buildings: the buildings list with search, filters, bulk actions, import and export. */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BUILDING_STATUS_VALUES, BUILDING_TYPE_VALUES, placeEndpoints } from '@mainstay/contracts';
import {
  bindFilter,
  FilterSelect,
  ListPage,
  optionsOf,
  useListParams,
  type ListParamsApi,
} from '@/components/data-table';
import type { BreadcrumbItem } from '@/components/layout';
import { paths } from '@/config/paths.ts';
import { ImportDialog } from '@/features/imports';
import { useAbility } from '@/lib/ability.ts';
import { endpointPath } from '@/lib/endpoint-client.ts';
import { useBuildingChoicesQuery, useBuildingsQuery } from '../../api/list-buildings.ts';
import { buildingColumns } from './building-columns.tsx';
import { BuildingDialog } from './building-dialog.tsx';
import { BuildingsBulkActions } from './buildings-bulk-actions.tsx';

export interface BuildingsPageProps {
  title: string;
  breadcrumbs: BreadcrumbItem[];
}

function BuildingFilters({ list }: { list: ListParamsApi }) {
  const { t, i18n } = useTranslation('places');
  const choices = useBuildingChoicesQuery();
  const cities = useMemo(
    () =>
      [
        ...new Set(
          (choices.data?.data ?? []).map((b) => b.city).filter((c): c is string => Boolean(c)),
        ),
      ]
        .sort((a, b) => a.localeCompare(b, i18n.language))
        .map((city) => ({ value: city, label: city })),
    [choices.data, i18n.language],
  );
  return (
    <>
      <FilterSelect
        label={t('fields.status')}
        {...bindFilter(list, 'status')}
        options={optionsOf(BUILDING_STATUS_VALUES, (value) => t(`buildingStatuses.${value}`))}
      />
      <FilterSelect
        label={t('fields.type')}
        {...bindFilter(list, 'type')}
        options={optionsOf(BUILDING_TYPE_VALUES, (value) => t(`buildingTypes.${value}`))}
      />
      <FilterSelect label={t('fields.city')} {...bindFilter(list, 'city')} options={cities} />
    </>
  );
}

export function BuildingsPage({ title, breadcrumbs }: BuildingsPageProps) {
  const { t, i18n } = useTranslation('places');
  const ability = useAbility();
  const navigate = useNavigate();
  const list = useListParams({
    defaults: { sort: 'name', order: 'asc' },
    filters: ['status', 'type', 'city'],
  });
  const [dialog, setDialog] = useState<'add' | 'import' | null>(null);
  const columns = useMemo(() => buildingColumns(t, i18n.language), [t, i18n.language]);
  const canAdd = ability.can('add', 'buildings');
  const query = useBuildingsQuery(list.query);

  return (
    <ListPage
      title={title}
      breadcrumbs={breadcrumbs}
      list={list}
      query={query}
      text={(key) => t(`buildings.${key}`)}
      importer={canAdd && { label: t('actions.import'), onClick: () => setDialog('import') }}
      exportPath={endpointPath(placeEndpoints.exportBuildings)}
      add={canAdd && { label: t('actions.addBuilding'), onClick: () => setDialog('add') }}
      filters={<BuildingFilters list={list} />}
      columns={columns}
      card={{ title: ['name'], subtitle: ['type', 'address'], chips: ['status'] }}
      rowLabel={(row) => row.name}
      selectable={ability.can('write', 'buildings')}
      bulkActions={(selection) => <BuildingsBulkActions {...selection} />}
      columnsStorageKey="mainstay.columns.buildings"
    >
      <BuildingDialog
        open={dialog === 'add'}
        building={null}
        onClose={() => setDialog(null)}
        onSaved={(building) => void navigate(paths.buildings.detail(building.id))}
      />
      <ImportDialog entity="buildings" open={dialog === 'import'} onClose={() => setDialog(null)} />
    </ListPage>
  );
}
