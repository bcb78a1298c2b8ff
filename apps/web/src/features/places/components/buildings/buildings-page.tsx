/** /buildings/buildings: the buildings list with search, filters, bulk actions, import and export. */
import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BUILDING_STATUS_VALUES, BUILDING_TYPE_VALUES } from '@mainstay/contracts';
import { placeEndpoints } from '@mainstay/contracts';
import {
  bindList,
  DataTable,
  ExportButton,
  ListToolbar,
  useListParams,
} from '@/components/data-table';
import { EmptyState } from '@/components/feedback';
import { PageHeader, type BreadcrumbItem } from '@/components/layout';
import { paths } from '@/config/paths.ts';
import { ImportDialog } from '@/features/imports';
import { useAbility } from '@/lib/ability.ts';
import { endpointPath } from '@/lib/endpoint-client.ts';
import { useBuildingChoicesQuery, useBuildingsQuery } from '../../api/list-buildings.ts';
import { FilterSelect } from '../filter-select.tsx';
import { buildingColumns } from './building-columns.tsx';
import { BuildingDialog } from './building-dialog.tsx';
import { BuildingsBulkActions } from './buildings-bulk-actions.tsx';

const FILTERS = ['status', 'type', 'city'] as const;

export interface BuildingsPageProps {
  title: string;
  breadcrumbs: BreadcrumbItem[];
}

export function BuildingsPage({ title, breadcrumbs }: BuildingsPageProps) {
  const { t, i18n } = useTranslation('places');
  const ability = useAbility();
  const navigate = useNavigate();
  const list = useListParams({ defaults: { sort: 'name', order: 'asc' }, filters: FILTERS });
  const query = useBuildingsQuery(list.query);
  const choices = useBuildingChoicesQuery();
  const [selected, setSelected] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const columns = useMemo(() => buildingColumns(t, i18n.language), [t, i18n.language]);
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
  const names = new Map((query.data?.data ?? []).map((row) => [row.id, row.name]));
  const filtered = Boolean(list.params.search) || FILTERS.some((name) => list.params.filters[name]);

  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={breadcrumbs}
        actions={
          <>
            {ability.can('add', 'buildings') && (
              <Button
                variant="outlined"
                color="secondary"
                startIcon={<FileUploadOutlined />}
                onClick={() => setImporting(true)}
              >
                {t('actions.import')}
              </Button>
            )}
            <ExportButton path={endpointPath(placeEndpoints.exportBuildings)} query={list.query} />
            {ability.can('add', 'buildings') && (
              <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
                {t('actions.addBuilding')}
              </Button>
            )}
          </>
        }
      />
      <ListToolbar
        search={list.params.search ?? ''}
        onSearchChange={list.setSearch}
        searchLabel={t('buildings.searchLabel')}
        filters={
          <>
            <FilterSelect
              label={t('fields.status')}
              value={list.params.filters.status}
              onChange={(value) => list.setFilter('status', value)}
              options={BUILDING_STATUS_VALUES.map((value) => ({
                value,
                label: t(`buildingStatuses.${value}`),
              }))}
            />
            <FilterSelect
              label={t('fields.type')}
              value={list.params.filters.type}
              onChange={(value) => list.setFilter('type', value)}
              options={BUILDING_TYPE_VALUES.map((value) => ({
                value,
                label: t(`buildingTypes.${value}`),
              }))}
            />
            <FilterSelect
              label={t('fields.city')}
              value={list.params.filters.city}
              onChange={(value) => list.setFilter('city', value)}
              options={cities}
            />
          </>
        }
      />
      <BuildingsBulkActions
        selected={selected}
        nameOf={(id) => names.get(id) ?? id}
        onDone={setSelected}
      />
      <DataTable
        label={t('buildings.tableLabel')}
        columns={columns}
        {...bindList(list, query)}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.name}
        selectable={ability.can('write', 'buildings') || ability.can('manage', 'buildings')}
        selected={selected}
        onSelectedChange={setSelected}
        columnsStorageKey="mainstay.columns.buildings"
        empty={
          filtered ? (
            <EmptyState
              title={t('buildings.noMatchTitle')}
              description={t('buildings.noMatchDescription')}
              action={<Button onClick={list.reset}>{t('actions.clearFilters')}</Button>}
            />
          ) : (
            <EmptyState
              title={t('buildings.emptyTitle')}
              description={t('buildings.emptyDescription')}
              action={
                ability.can('add', 'buildings') ? (
                  <Button variant="contained" onClick={() => setAdding(true)}>
                    {t('actions.addBuilding')}
                  </Button>
                ) : undefined
              }
            />
          )
        }
      />
      <BuildingDialog
        open={adding}
        building={null}
        onClose={() => setAdding(false)}
        onSaved={(building) => void navigate(paths.buildings.detail(building.id))}
      />
      <ImportDialog entity="buildings" open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
