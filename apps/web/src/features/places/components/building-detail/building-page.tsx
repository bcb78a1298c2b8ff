/**
 * /buildings/{id}: the building's overview — photo, address, facts, contacts, opening hours and
 * notes, its locations tree, assets, open work and costs this year — with edit, archive and
 * delete as the caller's permissions allow.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/data-table';
import { DetailPageState, PageHeader, type BreadcrumbItem } from '@/components/layout';
import { paths } from '@/config/paths.ts';
import { useAbility } from '@/lib/ability.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useBuildingQuery } from '../../api/get-building.ts';
import { useArchiveBuildingMutation, useDeleteBuildingMutation } from '../../api/save-building.ts';
import { BuildingDialog } from '../buildings/building-dialog.tsx';
import { PlaceAssetsCard } from '../place-assets-card.tsx';
import { AddressCard, ContactsCard, FactsCard, HoursAndNotesCard } from './building-info-cards.tsx';
import { BuildingPhotoCard } from './building-photo-card.tsx';
import { BuildingCostsCard, OpenWorkCard } from './building-summary-cards.tsx';
import { LocationTreeCard } from './location-tree-card.tsx';
import { errorMessage } from '@/lib/form-errors.ts';

export interface BuildingPageProps {
  id: string;
  parentCrumbs: BreadcrumbItem[];
  fallbackTitle: string;
}

export function BuildingPage({ id, parentCrumbs, fallbackTitle }: BuildingPageProps) {
  const { t } = useTranslation('places');
  const ability = useAbility();
  const notify = useNotify();
  const navigate = useNavigate();
  const query = useBuildingQuery(id);
  const archive = useArchiveBuildingMutation(id);
  const remove = useDeleteBuildingMutation();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  if (query.isPending || query.isError) {
    return (
      <DetailPageState
        title={fallbackTitle}
        breadcrumbs={parentCrumbs}
        error={query.error}
        loadingLabel={t('building.loading')}
        notFound={{ title: t('building.notFoundTitle'), message: t('building.notFoundMessage') }}
        errorMessage={errorMessage(query.error, t('errors.loadFailed'))}
        onRetry={() => void query.refetch()}
        back={{ label: t('actions.backToBuildings'), to: paths.buildings.list }}
      />
    );
  }

  const building = query.data;
  const canWrite = ability.can('write', 'buildings');

  async function handleArchive(archived: boolean) {
    try {
      await archive.mutateAsync(archived);
      notify.success(
        t(archived ? 'notify.archived' : 'notify.unarchived', { name: building.name }),
      );
    } catch (error) {
      notify.error(errorMessage(error, t('errors.saveFailed')));
    }
  }

  async function handleDelete() {
    try {
      await remove.mutateAsync(building.id);
      notify.success(t('notify.buildingDeleted', { name: building.name }));
      void navigate(paths.buildings.list);
    } catch (error) {
      setDeleteError(errorMessage(error, t('errors.deleteFailed')));
    }
  }

  return (
    <>
      <PageHeader
        title={building.name}
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
                onClick={() => void handleArchive(!building.archived_at)}
              >
                {building.archived_at ? t('actions.unarchive') : t('actions.archive')}
              </Button>
            )}
            {ability.can('manage', 'buildings') && (
              <Button variant="outlined" color="error" onClick={() => setConfirmDelete(true)}>
                {t('actions.delete')}
              </Button>
            )}
          </>
        }
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Chip label={t(`buildingTypes.${building.type}`)} size="small" />
        <Chip
          label={t(`buildingStatuses.${building.status}`)}
          color={building.status === 'active' ? 'success' : 'default'}
          size="small"
        />
        {building.code && <Chip label={building.code} size="small" variant="outlined" />}
      </Box>
      {building.archived_at && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('building.archivedNotice')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <LocationTreeCard buildingId={building.id} buildingName={building.name} />
          <PlaceAssetsCard filter={{ building_id: building.id }} />
          <OpenWorkCard buildingId={building.id} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <BuildingPhotoCard building={building} canEdit={canWrite} />
          <AddressCard building={building} />
          <FactsCard building={building} />
          <BuildingCostsCard buildingId={building.id} />
          <ContactsCard building={building} />
          <HoursAndNotesCard building={building} />
        </Box>
      </Box>
      <BuildingDialog open={editing} building={building} onClose={() => setEditing(false)} />
      <ConfirmDialog
        open={confirmDelete}
        title={t('building.deleteTitle', { name: building.name })}
        message={deleteError ?? t('building.deleteMessage')}
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
