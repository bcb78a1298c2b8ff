/** The columns of the buildings list. */
import Chip from '@mui/material/Chip';
import type { TFunction } from 'i18next';
import type { TBuildingListItem } from '@mainstay/contracts';
import { createdColumn, linkColumn, numberColumn, type DataColumn } from '@/components/data-table';
import { paths } from '@/config/paths.ts';
import { addressLine } from '../format.ts';

export function buildingColumns(
  t: TFunction<'places'>,
  language: string,
): DataColumn<TBuildingListItem>[] {
  const count = (id: string, label: string, value: (row: TBuildingListItem) => number | null) =>
    numberColumn({ id, label: t(label), value, language });
  return [
    linkColumn({
      label: t('fields.name'),
      href: (row) => paths.buildings.detail(row.id),
      text: (row) => row.name,
    }),
    { id: 'code', label: t('fields.code'), sortable: true, render: (row) => row.code ?? '—' },
    { id: 'type', label: t('fields.type'), render: (row) => t(`buildingTypes.${row.type}`) },
    { id: 'address', label: t('fields.address'), render: (row) => addressLine(row) || '—' },
    {
      id: 'city',
      label: t('fields.city'),
      sortable: true,
      hiddenByDefault: true,
      render: (row) => row.city ?? '—',
    },
    {
      id: 'status',
      label: t('fields.status'),
      sortable: true,
      render: (row) =>
        row.archived_at ? (
          <Chip size="small" label={t('buildingStatuses.archived')} />
        ) : (
          <Chip
            size="small"
            color={row.status === 'active' ? 'success' : 'default'}
            variant={row.status === 'active' ? 'filled' : 'outlined'}
            label={t(`buildingStatuses.${row.status}`)}
          />
        ),
    },
    { ...count('floors', 'fields.floors', (row) => row.floors), hiddenByDefault: true },
    numberColumn({
      id: 'gross_area',
      label: t('fields.grossArea'),
      value: (row) => row.gross_area,
      unit: (row) => t(`areaUnits.${row.area_unit}`),
      language,
      hiddenByDefault: true,
    }),
    count('locations_count', 'fields.locations', (row) => row.locations_count),
    count('assets_count', 'fields.assets', (row) => row.assets_count),
    count('open_work_count', 'fields.openWork', (row) => row.open_work_count),
    createdColumn(t('fields.createdAt'), language),
  ];
}
