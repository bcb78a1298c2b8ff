/**
 * /assets/{id}: the asset's header (code, status, criticality, building › location) and its
 * tabs — overview, components, meters, documents, invoices, purchase orders, maintenance
 * history and QR tag — with the tab kept in ?tab= so a link opens the same view. Edit, archive
 * and delete as the caller's permissions allow; a refused delete says why.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/data-table';
import { EmptyState } from '@/components/feedback';
import { DetailCard, DetailPageState, PageHeader, type BreadcrumbItem } from '@/components/layout';
import { paths } from '@/config/paths.ts';
import { AssetInvoicesTab, AssetPurchaseOrdersTab } from '@/features/procurement';
import { useAbility } from '@/lib/ability.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useAssetQuery } from '../../api/get-asset.ts';
import { useArchiveAssetMutation, useDeleteAssetMutation } from '../../api/save-asset.ts';
import { AssetDialog } from '../form/asset-dialog.tsx';
import { useServerMessage } from '../form/form-helpers.ts';
import { AssetHeader } from './asset-header.tsx';
import { ASSET_TABS, tabFrom, type AssetTab } from './asset-tabs.ts';
import { ComponentsTab } from './components-tab.tsx';
import { MaintenanceTab } from './maintenance-tab.tsx';
import { DocumentsTab } from './documents-tab.tsx';
import { MetersTab } from './meters-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';

export interface AssetPageProps {
  id: string;
  parentCrumbs: BreadcrumbItem[];
  fallbackTitle: string;
}

function LaterTab({ tab }: { tab: 'qr' }) {
  const { t } = useTranslation('assets');
  return (
    <DetailCard title={t(`tabs.${tab}`)}>
      <EmptyState title={t(`later.${tab}Title`)} description={t(`later.${tab}Description`)} />
    </DetailCard>
  );
}

export function AssetPage({ id, parentCrumbs, fallbackTitle }: AssetPageProps) {
  const { t } = useTranslation('assets');
  const ability = useAbility();
  const notify = useNotify();
  const errorMessage = useServerMessage();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useAssetQuery(id);
  const archive = useArchiveAssetMutation(id);
  const remove = useDeleteAssetMutation();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const tab = tabFrom(searchParams.get('tab'));

  if (query.isPending || query.isError) {
    return (
      <DetailPageState
        title={fallbackTitle}
        breadcrumbs={parentCrumbs}
        error={query.error}
        loadingLabel={t('detail.loading')}
        notFound={{ title: t('detail.notFoundTitle'), message: t('detail.notFoundMessage') }}
        errorMessage={errorMessage(query.error, t('errors.loadFailed'))}
        onRetry={() => void query.refetch()}
        back={{ label: t('actions.backToAssets'), to: paths.assets.list }}
      />
    );
  }

  const asset = query.data;
  const canWrite = ability.can('write', 'assets');

  function chooseTab(next: AssetTab) {
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next === 'overview') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  }

  async function handleArchive(archived: boolean) {
    try {
      await archive.mutateAsync(archived);
      notify.success(t(archived ? 'notify.archived' : 'notify.unarchived', { name: asset.name }));
    } catch (error) {
      notify.error(errorMessage(error, t('errors.saveFailed')));
    }
  }

  async function handleDelete() {
    try {
      await remove.mutateAsync(asset.id);
      notify.success(t('notify.deleted', { name: asset.name }));
      void navigate(paths.assets.list);
    } catch (error) {
      setDeleteError(errorMessage(error, t('errors.deleteFailed')));
    }
  }

  const panels: Record<AssetTab, React.ReactNode> = {
    overview: <OverviewTab asset={asset} canEdit={canWrite} />,
    components: <ComponentsTab asset={asset} />,
    meters: <MetersTab asset={asset} canEdit={canWrite} />,
    documents: <DocumentsTab asset={asset} canEdit={canWrite} />,
    invoices: <AssetInvoicesTab assetId={asset.id} />,
    purchase_orders: <AssetPurchaseOrdersTab assetId={asset.id} />,
    maintenance: <MaintenanceTab asset={asset} />,
    qr: <LaterTab tab="qr" />,
  };

  return (
    <>
      <PageHeader
        title={asset.name}
        breadcrumbs={parentCrumbs}
        actions={
          <>
            {canWrite && (
              <Button variant="contained" onClick={() => setEditing(true)}>
                {t('actions.edit')}
              </Button>
            )}
            {canWrite && (
              <Button
                variant="outlined"
                loading={archive.isPending}
                onClick={() => void handleArchive(!asset.archived_at)}
              >
                {asset.archived_at ? t('actions.unarchive') : t('actions.archive')}
              </Button>
            )}
            {ability.can('manage', 'assets') && (
              <Button variant="outlined" color="error" onClick={() => setConfirmDelete(true)}>
                {t('actions.delete')}
              </Button>
            )}
          </>
        }
      />
      <AssetHeader asset={asset} />
      {asset.archived_at && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('detail.archivedNotice')}
        </Alert>
      )}
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_, value: AssetTab) => chooseTab(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('tabs.label')}
        >
          {ASSET_TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(`tabs.${name}`)}
              id={`asset-tab-${name}`}
              aria-controls="asset-tab-panel"
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id="asset-tab-panel" aria-labelledby={`asset-tab-${tab}`}>
        {panels[tab]}
      </Box>
      <AssetDialog open={editing} asset={asset} onClose={() => setEditing(false)} />
      <ConfirmDialog
        open={confirmDelete}
        title={t('detail.deleteTitle', { name: asset.name })}
        message={deleteError ?? t('detail.deleteMessage')}
        confirmLabel={t('actions.delete')}
        destructive
        loading={remove.isPending}
        onConfirm={() => void handleDelete()}
        onClose={() => {
          setConfirmDelete(false);
          setDeleteError(null);
        }}
      />
    </>
  );
}
