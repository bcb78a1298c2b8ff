/** The columns of the locations list. */
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { TFunction } from 'i18next';
import type { TLocationListItem } from '@mainstay/contracts';
import { createdColumn, linkColumn, numberColumn, type DataColumn } from '@/components/data-table';
import { paths } from '@/config/paths.ts';
import { breadcrumbText } from '../format.ts';

export function locationColumns(
  t: TFunction<'places'>,
  language: string,
): DataColumn<TLocationListItem>[] {
  const count = (id: string, label: string, value: (row: TLocationListItem) => number | null) =>
    numberColumn({ id, label: t(label), value, language });
  return [
    linkColumn({
      label: t('fields.name'),
      href: (row) => paths.locations.detail(row.id),
      text: (row) => row.name,
      below: (row) =>
        row.path_names.length > 0 && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {breadcrumbText(row.path_names)}
          </Typography>
        ),
    }),
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
    { ...count('area', 'fields.areaM2', (row) => row.area), hiddenByDefault: true },
    count('children_count', 'fields.sublocations', (row) => row.children_count),
    count('assets_count', 'fields.assets', (row) => row.assets_count),
    createdColumn(t('fields.createdAt'), language),
  ];
}
