/** The columns of the asset list (ids match the API's sort keys where sortable). */
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PrecisionManufacturingOutlined from '@mui/icons-material/PrecisionManufacturingOutlined';
import { Link as RouterLink } from 'react-router';
import type { TFunction } from 'i18next';
import type { TAssetListItem } from '@mainstay/contracts';
import { numberColumn, type DataColumn } from '@/components/data-table';
import { paths } from '@/config/paths.ts';
import {
  categoryLabel,
  CriticalityChip,
  formatDate,
  StatusChip,
  WarrantyText,
} from '../labels.tsx';

export function assetColumns(
  t: TFunction<'assets'>,
  language: string,
): DataColumn<TAssetListItem>[] {
  return [
    {
      id: 'name',
      label: t('fields.name'),
      sortable: true,
      hideable: false,
      render: (row) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 180 }}>
          <Avatar
            variant="rounded"
            src={row.photo?.url}
            alt=""
            sx={{ width: 36, height: 36, bgcolor: 'action.hover', color: 'text.secondary' }}
          >
            <PrecisionManufacturingOutlined fontSize="small" />
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Link component={RouterLink} to={paths.assets.detail(row.id)} sx={{ fontWeight: 500 }}>
              {row.name}
            </Link>
            {row.parent && (
              <Typography variant="caption" color="text.secondary" component="div">
                {t('list.componentOf', { name: row.parent.name })}
              </Typography>
            )}
          </Box>
        </Box>
      ),
    },
    { id: 'code', label: t('fields.code'), sortable: true, render: (row) => row.code },
    {
      id: 'category',
      label: t('fields.category'),
      render: (row) => categoryLabel(t, row.category),
    },
    {
      id: 'building',
      label: t('fields.building'),
      sortable: true,
      render: (row) => row.building?.name ?? '',
    },
    { id: 'location', label: t('fields.location'), render: (row) => row.location?.name ?? '' },
    {
      id: 'status',
      label: t('fields.status'),
      sortable: true,
      render: (row) => <StatusChip status={row.status} />,
    },
    {
      id: 'criticality',
      label: t('fields.criticality'),
      sortable: true,
      render: (row) => <CriticalityChip criticality={row.criticality} />,
    },
    { id: 'make', label: t('fields.make'), hiddenByDefault: true, render: (row) => row.make ?? '' },
    {
      id: 'model',
      label: t('fields.model'),
      hiddenByDefault: true,
      render: (row) => row.model ?? '',
    },
    {
      id: 'serial_number',
      label: t('fields.serialNumber'),
      hiddenByDefault: true,
      render: (row) => row.serial_number ?? '',
    },
    {
      id: 'install_date',
      label: t('fields.installDate'),
      sortable: true,
      hiddenByDefault: true,
      render: (row) => formatDate(row.install_date, language),
    },
    {
      id: 'warranty_expiry',
      label: t('fields.warrantyExpiry'),
      sortable: true,
      render: (row) => <WarrantyText expiry={row.warranty_expiry} />,
    },
    numberColumn({
      id: 'components_count',
      label: t('fields.components'),
      value: (row) => row.components_count,
      language,
      hiddenByDefault: true,
    }),
  ];
}
