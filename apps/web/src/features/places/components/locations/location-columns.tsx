/** The columns of the locations list. */
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { TFunction } from 'i18next';
import type { TLocationListItem } from '@mainstay/contracts';
import type { DataColumn } from '@/components/data-table';
import { paths } from '@/config/paths.ts';
import { breadcrumbText, formatNumber } from '../format.ts';

export function locationColumns(
  t: TFunction<'places'>,
  language: string,
): DataColumn<TLocationListItem>[] {
  return [
    {
      id: 'name',
      label: t('fields.name'),
      sortable: true,
      hideable: false,
      render: (row) => (
        <>
          <Link component={RouterLink} to={paths.locations.detail(row.id)} sx={{ fontWeight: 600 }}>
            {row.name}
          </Link>
          {row.path_names.length > 0 && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {breadcrumbText(row.path_names)}
            </Typography>
          )}
        </>
      ),
    },
    { id: 'code', label: t('fields.code'), sortable: true, render: (row) => row.code ?? '—' },
    {
      id: 'type',
      label: t('fields.type'),
      sortable: true,
      render: (row) => t(`locationTypes.${row.type}`),
    },
    {
      id: 'building',
      label: t('fields.building'),
      render: (row) => (
        <Link component={RouterLink} to={paths.buildings.detail(row.building.id)}>
          {row.building.name}
        </Link>
      ),
    },
    {
      id: 'parent',
      label: t('fields.parent'),
      hiddenByDefault: true,
      render: (row) => row.parent?.name ?? '—',
    },
    {
      id: 'area',
      label: t('fields.areaM2'),
      align: 'right',
      hiddenByDefault: true,
      render: (row) => (row.area === null ? '—' : formatNumber(row.area, language)),
    },
    {
      id: 'children_count',
      label: t('fields.sublocations'),
      align: 'right',
      render: (row) => formatNumber(row.children_count, language),
    },
    {
      id: 'assets_count',
      label: t('fields.assets'),
      align: 'right',
      render: (row) => formatNumber(row.assets_count, language),
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
