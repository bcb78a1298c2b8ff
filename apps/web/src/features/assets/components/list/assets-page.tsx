/**
 * /assets/assets: the asset list with search, filters, column chooser, bulk actions, import,
 * export, "Add asset" and (for managers of assets) the categories and custom fields settings.
 * The whole view lives in the URL, so a filtered list can be shared as a link.
 */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { assetEndpoints } from '@mainstay/contracts';
import { ListPage, useListParams } from '@/components/data-table';
import type { BreadcrumbItem } from '@/components/layout';
import { paths } from '@/config/paths.ts';
import { ImportDialog } from '@/features/imports';
import { useAbility } from '@/lib/ability.ts';
import { endpointPath } from '@/lib/endpoint-client.ts';
import { useAssetsQuery } from '../../api/list-assets.ts';
import { AssetDialog } from '../form/asset-dialog.tsx';
import { AssetSettingsDialog } from '../settings/asset-settings-dialog.tsx';
import { assetColumns } from './asset-columns.tsx';
import { ASSET_FILTERS, AssetFilters } from './asset-filters.tsx';
import { AssetsBulkActions } from './assets-bulk-actions.tsx';

export interface AssetsPageProps {
  title: string;
  breadcrumbs: BreadcrumbItem[];
}

export function AssetsPage({ title, breadcrumbs }: AssetsPageProps) {
  const { t, i18n } = useTranslation('assets');
  const ability = useAbility();
  const navigate = useNavigate();
  const list = useListParams({ defaults: { sort: 'name', order: 'asc' }, filters: ASSET_FILTERS });
  const query = useAssetsQuery(list.query);
  const [dialog, setDialog] = useState<'add' | 'import' | 'settings' | null>(null);
  const columns = useMemo(() => assetColumns(t, i18n.language), [t, i18n.language]);
  const canAdd = ability.can('add', 'assets');

  return (
    <ListPage
      title={title}
      breadcrumbs={breadcrumbs}
      list={list}
      query={query}
      text={(key) => t(`list.${key}`)}
      settings={
        ability.can('manage', 'assets') && {
          label: t('actions.manageSettings'),
          onClick: () => setDialog('settings'),
        }
      }
      importer={canAdd && { label: t('actions.import'), onClick: () => setDialog('import') }}
      exportPath={endpointPath(assetEndpoints.exportAssets)}
      add={canAdd && { label: t('actions.addAsset'), onClick: () => setDialog('add') }}
      filters={<AssetFilters list={list} />}
      columns={columns}
      card={{ title: ['name'], subtitle: ['code', 'building'], chips: ['status', 'criticality'] }}
      rowLabel={(row) => row.name}
      selectable={ability.can('write', 'assets')}
      bulkActions={(selection) => <AssetsBulkActions {...selection} />}
      columnsStorageKey="mainstay.columns.assets"
    >
      <AssetDialog
        open={dialog === 'add'}
        asset={null}
        onClose={() => setDialog(null)}
        onSaved={(asset) => void navigate(paths.assets.detail(asset.id))}
      />
      <ImportDialog entity="assets" open={dialog === 'import'} onClose={() => setDialog(null)} />
      <AssetSettingsDialog open={dialog === 'settings'} onClose={() => setDialog(null)} />
    </ListPage>
  );
}
