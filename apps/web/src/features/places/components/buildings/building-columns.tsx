/** The columns of the buildings list. */
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { TFunction } from 'i18next';
import type { TBuildingListItem } from '@mainstay/contracts';
import type { DataColumn } from '@/components/data-table';
import { paths } from '@/config/paths.ts';
import { addressLine, formatNumber } from '../format.ts';

export function buildingColumns(
  t: TFunction<'places'>,
  language: string,
): DataColumn<TBuildingListItem>[] {
  return [
    {
      id: 'name',
      label: t('fields.name'),
      sortable: true,
      hideable: false,
      render: (row) => (
        <Link component={RouterLink} to={paths.buildings.detail(row.id)} sx={{ fontWeight: 600 }}>
          {row.name}
        </Link>
      ),
    },
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
    {
      id: 'floors',
      label: t('fields.floors'),
      align: 'right',
      hiddenByDefault: true,
      render: (row) => (row.floors === null ? '—' : formatNumber(row.floors, language)),
    },
    {
      id: 'gross_area',
      label: t('fields.grossArea'),
      align: 'right',
      hiddenByDefault: true,
      render: (row) =>
        row.gross_area === null
          ? '—'
          : `${formatNumber(row.gross_area, language)} ${t(`areaUnits.${row.area_unit}`)}`,
    },
    {
      id: 'locations_count',
      label: t('fields.locations'),
      align: 'right',
      render: (row) => formatNumber(row.locations_count, language),
    },
    {
      id: 'assets_count',
      label: t('fields.assets'),
      align: 'right',
      render: (row) => formatNumber(row.assets_count, language),
    },
    {
      id: 'open_work_count',
      label: t('fields.openWork'),
      align: 'right',
      render: (row) => formatNumber(row.open_work_count, language),
    },
    {
      id: 'created_at',
      label: t('fields.createdAt'),
      sortable: true,
      hiddenByDefault: true,
      render: (row) => new Date(row.created_at).toLocaleDateString(language),
    },
  ];
}
