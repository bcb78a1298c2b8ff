/**
 * /buildings/{id}: the building's overview — photo, address, facts, contacts, opening hours and
 * notes, its locations tree, assets, open work and costs this year — with edit, archive and
 * delete as the caller's permissions allow.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TBuilding } from '@mainstay/contracts';
import {
  ConfirmDelete,
  DetailColumn,
  DetailColumns,
  DetailPage,
  RecordActions,
} from '@/components/detail';
import { PageHeader, type BreadcrumbItem } from '@/components/layout';
import { paths } from '@/config/paths.ts';
import { useAbility } from '@/lib/ability.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useBuildingQuery } from '../../api/get-building.ts';
import { useArchiveBuildingMutation, useDeleteBuildingMutation } from '../../api/save-building.ts';
import { BuildingDialog } from '../buildings/building-dialog.tsx';
import { PlaceAssetsCard } from '../place-assets-card.tsx';
import { AddressCard, ContactsCard, FactsCard, HoursAndNotesCard } from './building-info-cards.tsx';
import { BuildingPhotoCard } from './building-photo-card.tsx';
import { BuildingCostsCard, OpenWorkCard } from './building-summary-cards.tsx';
import { LocationTreeCard } from './location-tree-card.tsx';
import { Ltr } from '@/lib/bidi.tsx';

export interface BuildingPageProps {
  id: string;
  parentCrumbs: BreadcrumbItem[];
  fallbackTitle: string;
}

export function BuildingPage({ id, parentCrumbs, fallbackTitle }: BuildingPageProps) {
  const { t } = useTranslation('places');
  return (
    <DetailPage
      query={useBuildingQuery(id)}
      title={fallbackTitle}
      breadcrumbs={parentCrumbs}
      loadingLabel={t('building.loading')}
      notFound={{ title: t('building.notFoundTitle'), message: t('building.notFoundMessage') }}
      describeError={(error) => errorMessage(error, t('errors.loadFailed'))}
      back={{ label: t('actions.backToBuildings'), to: paths.buildings.list }}
    >
      {(building) => <BuildingView building={building} parentCrumbs={parentCrumbs} />}
    </DetailPage>
  );
}

function BuildingView({
  building,
  parentCrumbs,
}: {
  building: TBuilding;
  parentCrumbs: BreadcrumbItem[];
}) {
  const { t } = useTranslation('places');
  const ability = useAbility();
  const navigate = useNavigate();
  const archive = useArchiveBuildingMutation(building.id);
  const remove = useDeleteBuildingMutation();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const canWrite = ability.can('write', 'buildings');

  return (
    <>
      <PageHeader
        title={building.name}
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
                    archived: Boolean(building.archived_at),
                    pending: archive.isPending,
                    save: (archived) => archive.mutateAsync(archived),
                    done: (archived) =>
                      t(archived ? 'notify.archived' : 'notify.unarchived', {
                        name: building.name,
                      }),
                    describeError: (error) => errorMessage(error, t('errors.saveFailed')),
                  }
                : undefined
            }
            onDelete={ability.can('manage', 'buildings') ? () => setConfirmDelete(true) : undefined}
          />
        }
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Chip label={t(`buildingTypes.${building.type}`)} size="small" />
        <Chip
          label={t(`buildingStatuses.${building.status}`)}
          color={building.status === 'active' ? 'success' : 'default'}
          size="small"
        />
        {building.code && (
          <Chip label={<Ltr>{building.code}</Ltr>} size="small" variant="outlined" />
        )}
      </Box>
      {building.archived_at && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('building.archivedNotice')}
        </Alert>
      )}
      <DetailColumns widths={[2, 1]}>
        <DetailColumn>
          <LocationTreeCard building={building} />
          <PlaceAssetsCard filter={{ building_id: building.id }} />
          <OpenWorkCard buildingId={building.id} />
        </DetailColumn>
        <DetailColumn>
          <BuildingPhotoCard building={building} />
          <AddressCard building={building} />
          <FactsCard building={building} />
          <BuildingCostsCard buildingId={building.id} />
          <ContactsCard building={building} />
          <HoursAndNotesCard building={building} />
        </DetailColumn>
      </DetailColumns>
      <BuildingDialog open={editing} building={building} onClose={() => setEditing(false)} />
      <ConfirmDelete
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('building.deleteTitle', { name: building.name })}
        message={t('building.deleteMessage')}
        confirmLabel={t('actions.delete')}
        remove={() => remove.mutateAsync(building.id)}
        done={t('notify.buildingDeleted', { name: building.name })}
        describeError={(error) => errorMessage(error, t('errors.deleteFailed'))}
        onDeleted={() => void navigate(paths.buildings.list)}
      />
    </>
  );
}
