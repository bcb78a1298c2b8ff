/** /locations/locations: every location with search, building and type filters, bulk actions. */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCATION_TYPE_VALUES, placeEndpoints } from '@mainstay/contracts';
import {
  bindFilter,
  FilterSelect,
  ListPage,
  namedOptions,
  optionsOf,
  useListParams,
} from '@/components/data-table';
import type { BreadcrumbItem } from '@/components/layout';
import { paths } from '@/config/paths.ts';
import { ImportDialog } from '@/features/imports';
import { useAbility } from '@/lib/ability.ts';
import { endpointPath } from '@/lib/endpoint-client.ts';
import { useBuildingChoicesQuery } from '../../api/list-buildings.ts';
import { useLocationsQuery } from '../../api/list-locations.ts';
import { locationColumns } from './location-columns.tsx';
import { LocationDialog } from './location-dialog.tsx';
import { LocationsBulkActions } from './locations-bulk-actions.tsx';

export interface LocationsPageProps {
  title: string;
  breadcrumbs: BreadcrumbItem[];
}

export function LocationsPage({ title, breadcrumbs }: LocationsPageProps) {
  const { t, i18n } = useTranslation('places');
  const ability = useAbility();
  const navigate = useNavigate();
  const list = useListParams({
    defaults: { sort: 'name', order: 'asc' },
    filters: ['building_id', 'type'],
  });
  const query = useLocationsQuery(list.query);
  const buildings = useBuildingChoicesQuery();
  const [dialog, setDialog] = useState<'add' | 'import' | null>(null);
  const columns = useMemo(() => locationColumns(t, i18n.language), [t, i18n.language]);
  const canAdd = ability.can('add', 'locations');
  const buildingFilter = list.params.filters.building_id;

  return (
    <ListPage
      title={title}
      breadcrumbs={breadcrumbs}
      list={list}
      query={query}
      text={(key) => t(`locations.${key}`)}
      importer={canAdd && { label: t('actions.import'), onClick: () => setDialog('import') }}
      exportPath={endpointPath(placeEndpoints.exportLocations)}
      add={canAdd && { label: t('actions.addLocation'), onClick: () => setDialog('add') }}
      filters={
        <>
          <FilterSelect
            label={t('fields.building')}
            {...bindFilter(list, 'building_id')}
            options={namedOptions(buildings.data?.data)}
          />
          <FilterSelect
            label={t('fields.type')}
            {...bindFilter(list, 'type')}
            options={optionsOf(LOCATION_TYPE_VALUES, (value) => t(`locationTypes.${value}`))}
          />
        </>
      }
      card={{ title: ['name'], subtitle: ['building', 'type'] }}
      columns={columns}
      rowLabel={(row) => row.name}
      selectable={ability.can('write', 'locations')}
      bulkActions={({ rows, ...selection }) => {
        // The move dialog starts in the building the selected locations share, if they do.
        const shared = new Set(
          rows.filter((row) => selection.selected.includes(row.id)).map((row) => row.building.id),
        );
        return (
          <LocationsBulkActions
            {...selection}
            buildingId={shared.size === 1 ? [...shared][0] : buildingFilter}
          />
        );
      }}
      columnsStorageKey="mainstay.columns.locations"
    >
      <LocationDialog
        open={dialog === 'add'}
        location={null}
        defaults={{ building_id: buildingFilter }}
        onClose={() => setDialog(null)}
        onSaved={(location) => void navigate(paths.locations.detail(location.id))}
      />
      <ImportDialog entity="locations" open={dialog === 'import'} onClose={() => setDialog(null)} />
    </ListPage>
  );
}
