/**
 * /assets/assets: the asset list with search, filters, column chooser, bulk actions, import,
 * export, "Add asset" and (for managers of assets) the categories and custom fields settings.
 * The whole view lives in the URL, so a filtered list can be shared as a link.
 */
import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { assetEndpoints } from '@mainstay/contracts';
import {
  bindList,
  DataTable,
  ExportButton,
  ListToolbar,
  useListParams,
} from '@/components/data-table';
import { EmptyState } from '@/components/feedback';
import { PageHeader, type BreadcrumbItem } from '@/components/layout';
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
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<'add' | 'import' | 'settings' | null>(null);
  const columns = useMemo(() => assetColumns(t, i18n.language), [t, i18n.language]);
  const names = new Map((query.data?.data ?? []).map((row) => [row.id, row.name]));
  const filtered =
    Boolean(list.params.search) || ASSET_FILTERS.some((name) => list.params.filters[name]);
  const canAdd = ability.can('add', 'assets');

  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={breadcrumbs}
        actions={
          <>
            {ability.can('manage', 'assets') && (
              <Button
                variant="outlined"
                color="secondary"
                startIcon={<SettingsOutlined />}
                onClick={() => setDialog('settings')}
              >
                {t('actions.manageSettings')}
              </Button>
            )}
            {canAdd && (
              <Button
                variant="outlined"
                color="secondary"
                startIcon={<FileUploadOutlined />}
                onClick={() => setDialog('import')}
              >
                {t('actions.import')}
              </Button>
            )}
            <ExportButton path={endpointPath(assetEndpoints.exportAssets)} query={list.query} />
            {canAdd && (
              <Button variant="contained" startIcon={<Add />} onClick={() => setDialog('add')}>
                {t('actions.addAsset')}
              </Button>
            )}
          </>
        }
      />
      <ListToolbar
        search={list.params.search ?? ''}
        onSearchChange={list.setSearch}
        searchLabel={t('list.searchLabel')}
        filters={<AssetFilters list={list} />}
      />
      <AssetsBulkActions
        selected={selected}
        nameOf={(id) => names.get(id) ?? id}
        onDone={setSelected}
      />
      <DataTable
        label={t('list.tableLabel')}
        columns={columns}
        {...bindList(list, query)}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.name}
        selectable={ability.can('write', 'assets') || ability.can('manage', 'assets')}
        selected={selected}
        onSelectedChange={setSelected}
        columnsStorageKey="mainstay.columns.assets"
        empty={
          filtered ? (
            <EmptyState
              title={t('list.noMatchTitle')}
              description={t('list.noMatchDescription')}
              action={<Button onClick={list.reset}>{t('actions.clearFilters')}</Button>}
            />
          ) : (
            <EmptyState
              title={t('list.emptyTitle')}
              description={t('list.emptyDescription')}
              action={
                canAdd ? (
                  <Button variant="contained" onClick={() => setDialog('add')}>
                    {t('actions.addAsset')}
                  </Button>
                ) : undefined
              }
            />
          )
        }
      />
      <AssetDialog
        open={dialog === 'add'}
        asset={null}
        onClose={() => setDialog(null)}
        onSaved={(asset) => void navigate(paths.assets.detail(asset.id))}
      />
      <ImportDialog entity="assets" open={dialog === 'import'} onClose={() => setDialog(null)} />
      <AssetSettingsDialog open={dialog === 'settings'} onClose={() => setDialog(null)} />
    </>
  );
}
