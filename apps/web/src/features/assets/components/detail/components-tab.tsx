/** The asset's components (child assets), with "Add component". */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import type { TAssetDetail } from '@mainstay/contracts';
import { LinkList, QueryContent } from '@/components/detail';
import { EmptyState } from '@/components/feedback';
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
      <QueryContent
        query={query}
        texts={{ loading: t('components.loading'), failed: t('errors.loadFailed') }}
        describeError={errorMessage}
        empty={
          <EmptyState
            title={t('components.emptyTitle')}
            description={t('components.emptyDescription')}
          />
        }
      >
        {(page) => (
          <LinkList
            label={t('tabs.components')}
            items={page.data.map((component) => ({
              id: component.id,
              to: paths.assets.detail(component.id),
              name: component.name,
              details: [component.code, component.make, component.model],
              action: <StatusChip status={component.status} />,
            }))}
          />
        )}
      </QueryContent>
      <AssetDialog
        open={adding}
        asset={null}
        parent={{ id: asset.id, name: asset.name, buildingId: asset.building?.id ?? null }}
        onClose={() => setAdding(false)}
      />
    </DetailCard>
  );
}
