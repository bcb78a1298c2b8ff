/**
 * /assets/{id}: the asset's header (code, status, criticality, building › location) and its
 * tabs — overview, components, meters, documents, invoices, purchase orders, maintenance
 * history and QR tag — with the tab kept in ?tab= so a link opens the same view. Edit, archive
 * and delete as the caller's permissions allow; a refused delete says why.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAssetDetail } from '@mainstay/contracts';
import { ConfirmDelete, DetailPage, DetailTabs, RecordActions } from '@/components/detail';
import { EmptyState } from '@/components/feedback';
import { DetailCard, PageHeader, type BreadcrumbItem } from '@/components/layout';
import { paths } from '@/config/paths.ts';
import { AssetInvoicesTab, AssetPurchaseOrdersTab } from '@/features/procurement';
import { ReportFaultButton } from '@/features/tickets';
import { useAbility } from '@/lib/ability.ts';
import { useAssetQuery } from '../../api/get-asset.ts';
import { useArchiveAssetMutation, useDeleteAssetMutation } from '../../api/save-asset.ts';
import { AssetDialog } from '../form/asset-dialog.tsx';
import { useServerMessage } from '../form/form-helpers.ts';
import { AssetHeader } from './asset-header.tsx';
import { ASSET_TABS, type AssetTab } from './asset-tabs.ts';
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

export function AssetPage({ id, parentCrumbs, fallbackTitle }: AssetPageProps) {
  const { t } = useTranslation('assets');
  const errorMessage = useServerMessage();
  return (
    <DetailPage
      query={useAssetQuery(id)}
      title={fallbackTitle}
      breadcrumbs={parentCrumbs}
      loadingLabel={t('detail.loading')}
      notFound={{ title: t('detail.notFoundTitle'), message: t('detail.notFoundMessage') }}
      describeError={(error) => errorMessage(error, t('errors.loadFailed'))}
      back={{ label: t('actions.backToAssets'), to: paths.assets.list }}
    >
      {(asset) => <AssetView asset={asset} parentCrumbs={parentCrumbs} />}
    </DetailPage>
  );
}

function AssetView({
  asset,
  parentCrumbs,
}: {
  asset: TAssetDetail;
  parentCrumbs: BreadcrumbItem[];
}) {
  const { t } = useTranslation('assets');
  const ability = useAbility();
  const errorMessage = useServerMessage();
  const navigate = useNavigate();
  const archive = useArchiveAssetMutation(asset.id);
  const remove = useDeleteAssetMutation();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const canWrite = ability.can('write', 'assets');

  const panels: Record<AssetTab, React.ReactNode> = {
    overview: <OverviewTab asset={asset} canEdit={canWrite} />,
    components: <ComponentsTab asset={asset} />,
    meters: <MetersTab asset={asset} canEdit={canWrite} />,
    documents: <DocumentsTab asset={asset} canEdit={canWrite} />,
    invoices: <AssetInvoicesTab assetId={asset.id} />,
    purchase_orders: <AssetPurchaseOrdersTab assetId={asset.id} />,
    maintenance: <MaintenanceTab asset={asset} />,
    qr: (
      <DetailCard title={t('tabs.qr')}>
        <EmptyState title={t('later.qrTitle')} description={t('later.qrDescription')} />
      </DetailCard>
    ),
  };

  return (
    <>
      <PageHeader
        title={asset.name}
        breadcrumbs={parentCrumbs}
        actions={
          <RecordActions
            labels={{
              edit: t('actions.edit'),
              archive: t('actions.archive'),
              unarchive: t('actions.unarchive'),
              delete: t('actions.delete'),
            }}
            onEdit={canWrite ? () => setEditing(true) : undefined}
            archive={
              canWrite
                ? {
                    archived: Boolean(asset.archived_at),
                    pending: archive.isPending,
                    save: (archived) => archive.mutateAsync(archived),
                    done: (archived) =>
                      t(archived ? 'notify.archived' : 'notify.unarchived', { name: asset.name }),
                    describeError: (error) => errorMessage(error, t('errors.saveFailed')),
                  }
                : undefined
            }
            onDelete={ability.can('manage', 'assets') ? () => setConfirmDelete(true) : undefined}
          >
            {!asset.archived_at && (
              <ReportFaultButton
                building={asset.building}
                location={asset.location}
                asset={{ id: asset.id, name: asset.name, code: asset.code }}
              />
            )}
          </RecordActions>
        }
      />
      <AssetHeader asset={asset} />
      {asset.archived_at && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('detail.archivedNotice')}
        </Alert>
      )}
      <DetailTabs
        id="asset"
        label={t('tabs.label')}
        tabs={ASSET_TABS}
        tabLabel={(tab) => t(`tabs.${tab}`)}
      >
        {(tab) => panels[tab]}
      </DetailTabs>
      <AssetDialog open={editing} asset={asset} onClose={() => setEditing(false)} />
      <ConfirmDelete
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('detail.deleteTitle', { name: asset.name })}
        message={t('detail.deleteMessage')}
        confirmLabel={t('actions.delete')}
        remove={() => remove.mutateAsync(asset.id)}
        done={t('notify.deleted', { name: asset.name })}
        describeError={(error) => errorMessage(error, t('errors.deleteFailed'))}
        onDeleted={() => void navigate(paths.assets.list)}
      />
    </>
  );
}
