/** The Contractors tab: a paginated table, search, the contractor dialog and detail panel. */
import { useState } from 'react';
import type { TContractor } from '@mainstay/contracts';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined';
import { useTranslation } from 'react-i18next';
import {
  ListPagination,
  bindSearch,
  ListToolbar,
  paging,
  QueryState,
  useLocalListParams,
} from '@/components/data-table';
import { EmptyState } from '@/components/feedback/index.ts';
import { useAbility } from '@/lib/ability.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useContractorsQuery } from '../../api/list-contractors.ts';
import { useDeleteContractorMutation } from '../../api/save-contractor.ts';
import { ConfirmDialog } from '@/components/data-table';
import { ContractorDialog } from './contractor-dialog.tsx';
import { ContractorDrawer } from './contractor-drawer.tsx';
import { ContractorsTable } from './contractors-table.tsx';

const NO_FILTERS: string[] = [];

export function ContractorsTab() {
  const { t } = useTranslation('team');
  const notify = useNotify();
  const ability = useAbility();
  const list = useLocalListParams({ filters: NO_FILTERS });
  const { page, per_page, search } = list.params;
  // A new key per opening starts the dialog's form afresh.
  const [dialog, setDialog] = useState<{
    open: boolean;
    contractor: TContractor | null;
    key: number;
  }>({ open: false, contractor: null, key: 0 });
  const openDialog = (contractor: TContractor | null) =>
    setDialog((current) => ({ open: true, contractor, key: current.key + 1 }));
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TContractor | null>(null);
  const query = useContractorsQuery({ page, per_page, search });
  const remove = useDeleteContractorMutation();

  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(t('contractors.deleted'));
      setDeleting(null);
    } catch (error) {
      notify.error(errorMessage(error, t('contractors.deleteFailed')));
    }
  };

  return (
    <Card variant="outlined">
      <ListToolbar
        inset
        {...bindSearch(list)}
        searchLabel={t('contractors.search')}
        actions={
          ability.can('add', 'Contractor') && (
            <Button variant="contained" onClick={() => openDialog(null)}>
              {t('contractors.create')}
            </Button>
          )
        }
      />
      <QueryState
        query={query}
        inset
        loadingLabel={t('contractors.loading')}
        errorMessage={t('errors.loadFailed')}
        isEmpty={(data) => data.total === 0}
        empty={
          <EmptyState
            icon={<EngineeringOutlined />}
            title={t('contractors.emptyTitle')}
            description={search ? t('contractors.noMatch') : t('contractors.emptyDescription')}
          />
        }
      >
        {(data) => (
          <>
            <ContractorsTable
              rows={data.data}
              canWrite={ability.can('write', 'Contractor')}
              canDelete={ability.can('manage', 'Contractor')}
              onOpen={(contractor) => setOpenId(contractor.id)}
              onEdit={(contractor) => openDialog(contractor)}
              onDelete={setDeleting}
            />
            <ListPagination {...paging(list)} total={data.total} namespace="team" />
          </>
        )}
      </QueryState>
      <ContractorDialog
        key={dialog.key}
        open={dialog.open}
        contractor={dialog.contractor}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
      <ContractorDrawer
        contractorId={openId}
        onClose={() => setOpenId(null)}
        onEdit={(contractor) => openDialog(contractor)}
      />
      <ConfirmDialog
        destructive
        open={deleting !== null}
        title={t('contractors.deleteTitle')}
        message={deleting ? t('contractors.deleteMessage', { name: deleting.company_name }) : ''}
        confirmLabel={t('actions.delete')}
        loading={remove.isPending}
        onConfirm={() => void handleDelete()}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
