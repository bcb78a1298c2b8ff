/** /locations/locations: every location with search, building and type filters, bulk actions. */
import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCATION_TYPE_VALUES } from '@mainstay/contracts';
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
import { useBuildingChoicesQuery } from '../../api/list-buildings.ts';
import { useLocationsQuery } from '../../api/list-locations.ts';
import { FilterSelect } from '../filter-select.tsx';
import { locationColumns } from './location-columns.tsx';
import { LocationDialog } from './location-dialog.tsx';
import { LocationsBulkActions } from './locations-bulk-actions.tsx';

const FILTERS = ['building_id', 'type'] as const;

export interface LocationsPageProps {
  title: string;
  breadcrumbs: BreadcrumbItem[];
}

export function LocationsPage({ title, breadcrumbs }: LocationsPageProps) {
  const { t, i18n } = useTranslation('places');
  const ability = useAbility();
  const navigate = useNavigate();
  const list = useListParams({ defaults: { sort: 'name', order: 'asc' }, filters: FILTERS });
  const query = useLocationsQuery(list.query);
  const buildings = useBuildingChoicesQuery();
  const [selected, setSelected] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const columns = useMemo(() => locationColumns(t, i18n.language), [t, i18n.language]);
  const rows = query.data?.data ?? [];
  const names = new Map(rows.map((row) => [row.id, row.name]));
  const selectedBuildings = new Set(
    rows.filter((row) => selected.includes(row.id)).map((row) => row.building.id),
  );
  const sharedBuilding =
    selectedBuildings.size === 1 ? [...selectedBuildings][0] : list.params.filters.building_id;
  const filtered = Boolean(list.params.search) || FILTERS.some((name) => list.params.filters[name]);

  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={breadcrumbs}
        actions={
          <>
            {ability.can('add', 'locations') && (
              <Button
                variant="outlined"
                color="secondary"
                startIcon={<FileUploadOutlined />}
                onClick={() => setImporting(true)}
              >
                {t('actions.import')}
              </Button>
            )}
            <ExportButton path={endpointPath(placeEndpoints.exportLocations)} query={list.query} />
            {ability.can('add', 'locations') && (
              <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
                {t('actions.addLocation')}
              </Button>
            )}
          </>
        }
      />
      <ListToolbar
        search={list.params.search ?? ''}
        onSearchChange={list.setSearch}
        searchLabel={t('locations.searchLabel')}
        filters={
          <>
            <FilterSelect
              label={t('fields.building')}
              value={list.params.filters.building_id}
              onChange={(value) => list.setFilter('building_id', value)}
              options={(buildings.data?.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
            />
            <FilterSelect
              label={t('fields.type')}
              value={list.params.filters.type}
              onChange={(value) => list.setFilter('type', value)}
              options={LOCATION_TYPE_VALUES.map((value) => ({
                value,
                label: t(`locationTypes.${value}`),
              }))}
            />
          </>
        }
      />
      <LocationsBulkActions
        selected={selected}
        buildingId={sharedBuilding}
        nameOf={(id) => names.get(id) ?? id}
        onDone={setSelected}
      />
      <DataTable
        label={t('locations.tableLabel')}
        columns={columns}
        {...bindList(list, query)}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.name}
        selectable={ability.can('write', 'locations') || ability.can('manage', 'locations')}
        selected={selected}
        onSelectedChange={setSelected}
        columnsStorageKey="mainstay.columns.locations"
        empty={
          filtered ? (
            <EmptyState
              title={t('locations.noMatchTitle')}
              description={t('locations.noMatchDescription')}
              action={<Button onClick={list.reset}>{t('actions.clearFilters')}</Button>}
            />
          ) : (
            <EmptyState
              title={t('locations.emptyTitle')}
              description={t('locations.emptyDescription')}
              action={
                ability.can('add', 'locations') ? (
                  <Button variant="contained" onClick={() => setAdding(true)}>
                    {t('actions.addLocation')}
                  </Button>
                ) : undefined
              }
            />
          )
        }
      />
      <LocationDialog
        open={adding}
        location={null}
        defaults={{ building_id: list.params.filters.building_id }}
        onClose={() => setAdding(false)}
        onSaved={(location) => void navigate(paths.locations.detail(location.id))}
      />
      <ImportDialog entity="locations" open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
