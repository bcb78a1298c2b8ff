/** The Contractors tab: a paginated table, search, the contractor dialog and detail panel. */
import { useDeferredValue, useState } from 'react';
import { PAGE_SIZES, type TContractor } from '@mainstay/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@/components/feedback/index.ts';
import { useAbility } from '@/lib/ability.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useContractorsQuery } from '../../api/list-contractors.ts';
import { useDeleteContractorMutation } from '../../api/save-contractor.ts';
import { ConfirmDialog } from '../form/confirm-dialog.tsx';
import { ContractorDialog } from './contractor-dialog.tsx';
import { ContractorDrawer } from './contractor-drawer.tsx';
import { ContractorsTable } from './contractors-table.tsx';
import { errorMessage } from '@/lib/form-errors.ts';

export function ContractorsTab() {
  const { t } = useTranslation('team');
  const notify = useNotify();
  const ability = useAbility();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
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
  const deferredSearch = useDeferredValue(search.trim());
  const query = useContractorsQuery({
    page: page + 1,
    per_page: perPage,
    ...(deferredSearch ? { search: deferredSearch } : {}),
  });
  const remove = useDeleteContractorMutation();
  const canAdd = ability.can('add', 'Contractor');

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
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 2, alignItems: 'center' }}>
        <TextField
          size="small"
          label={t('contractors.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
          slotProps={{ htmlInput: { type: 'search' } }}
          sx={{ flex: '1 1 220px' }}
        />
        {canAdd ? (
          <Button variant="contained" onClick={() => openDialog(null)}>
            {t('contractors.create')}
          </Button>
        ) : null}
      </Box>
      {query.isPending ? (
        <LoadingState label={t('contractors.loading')} />
      ) : query.isError ? (
        <Box sx={{ px: 2 }}>
          <ErrorState message={t('errors.loadFailed')} onRetry={() => void query.refetch()} />
        </Box>
      ) : query.data.total === 0 ? (
        <EmptyState
          icon={<EngineeringOutlined />}
          title={t('contractors.emptyTitle')}
          description={
            deferredSearch ? t('contractors.noMatch') : t('contractors.emptyDescription')
          }
        />
      ) : (
        <>
          <ContractorsTable
            rows={query.data.data}
            canWrite={ability.can('write', 'Contractor')}
            canDelete={ability.can('manage', 'Contractor')}
            onOpen={(contractor) => setOpenId(contractor.id)}
            onEdit={(contractor) => openDialog(contractor)}
            onDelete={setDeleting}
          />
          <TablePagination
            component="div"
            count={query.data.total}
            page={page}
            onPageChange={(_event, next) => setPage(next)}
            rowsPerPage={perPage}
            onRowsPerPageChange={(event) => {
              setPerPage(Number(event.target.value));
              setPage(0);
            }}
            rowsPerPageOptions={[...PAGE_SIZES]}
            labelRowsPerPage={t('pagination.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) =>
              t('pagination.displayed', { from, to, count })
            }
            getItemAriaLabel={(type) => t(`pagination.${type}`)}
          />
        </>
      )}
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
        open={deleting !== null}
        title={t('contractors.deleteTitle')}
        message={deleting ? t('contractors.deleteMessage', { name: deleting.company_name }) : ''}
        confirmLabel={t('actions.delete')}
        busy={remove.isPending}
        onConfirm={() => void handleDelete()}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
