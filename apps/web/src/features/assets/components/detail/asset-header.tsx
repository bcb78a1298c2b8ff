/** Under the asset's title: code, status, criticality, and where it is (building › location). */
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAssetDetail } from '@mainstay/contracts';
import { paths } from '@/config/paths.ts';
import { CriticalityChip, StatusChip } from '../labels.tsx';
import { Ltr } from '@/lib/bidi.tsx';

export function AssetHeader({ asset }: { asset: TAssetDetail }) {
  const { t } = useTranslation('assets');
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      <Chip
        size="small"
        variant="outlined"
        label={<Ltr>{asset.code}</Ltr>}
        aria-label={t('header.code', { code: asset.code })}
      />
      <StatusChip status={asset.status} />
      <CriticalityChip criticality={asset.criticality} />
      {asset.building && (
        <Breadcrumbs aria-label={t('header.place')} sx={{ ms: { sm: 1 } }}>
          <Link component={RouterLink} to={paths.buildings.detail(asset.building.id)}>
            {asset.building.name}
          </Link>
          {asset.location && (
            <Link component={RouterLink} to={paths.locations.detail(asset.location.id)}>
              {asset.location.name}
            </Link>
          )}
        </Breadcrumbs>
      )}
      {!asset.building && (
        <Typography variant="body2" color="text.secondary">
          {t('header.noPlace')}
        </Typography>
      )}
    </Box>
  );
}
