/** The asset's components (child assets), with "Add component". */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Add from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAssetDetail } from '@mainstay/contracts';
import { EmptyState, ErrorState, LoadingState } from '@/components/feedback';
import { paths } from '@/config/paths.ts';
import { useAbility } from '@/lib/ability.ts';
import { useAssetsQuery } from '../../api/list-assets.ts';
import { AssetDialog } from '../form/asset-dialog.tsx';
import { useServerMessage } from '../form/form-helpers.ts';
import { StatusChip } from '../labels.tsx';
import { DetailCard } from '@/components/layout';

export function ComponentsTab({ asset }: { asset: TAssetDetail }) {
  const { t } = useTranslation('assets');
  const ability = useAbility();
  const errorMessage = useServerMessage();
  const [adding, setAdding] = useState(false);
  const query = useAssetsQuery({ parent_asset_id: asset.id, per_page: '100', sort: 'name' });

  let body;
  if (query.isPending) body = <LoadingState label={t('components.loading')} />;
  else if (query.isError)
    body = (
      <ErrorState
        message={errorMessage(query.error, t('errors.loadFailed'))}
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.data.data.length === 0)
    body = (
      <EmptyState
        title={t('components.emptyTitle')}
        description={t('components.emptyDescription')}
      />
    );
  else
    body = (
      <List aria-label={t('tabs.components')}>
        {query.data.data.map((component) => (
          <ListItem
            key={component.id}
            divider
            secondaryAction={<StatusChip status={component.status} />}
          >
            <ListItemText
              primary={
                <Link component={RouterLink} to={paths.assets.detail(component.id)}>
                  {component.name}
                </Link>
              }
              secondary={[component.code, component.make, component.model]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    );

  return (
    <DetailCard
      title={t('tabs.components')}
      action={
        ability.can('add', 'assets') && (
          <Button size="small" startIcon={<Add />} onClick={() => setAdding(true)}>
            {t('actions.addComponent')}
          </Button>
        )
      }
    >
      {body}
      <AssetDialog
        open={adding}
        asset={null}
        parent={{ id: asset.id, name: asset.name, buildingId: asset.building?.id ?? null }}
        onClose={() => setAdding(false)}
      />
    </DetailCard>
  );
}
