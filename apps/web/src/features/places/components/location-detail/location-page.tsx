/**
 * /locations/{id}: a location's details, its path from the building down, sublocations and
 * assets, with edit, move and delete as the caller's permissions allow, and "Report a fault"
 * here (a new ticket with this building and location filled in).
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TLocation } from '@mainstay/contracts';
import {
  ConfirmDelete,
  DetailColumns,
  DetailPage,
  LinkList,
  RecordActions,
  EmptyLine,
} from '@/components/detail';
import { type BreadcrumbItem, DetailCard, Facts, PageHeader } from '@/components/layout';
import { paths } from '@/config/paths.ts';
import { useAbility } from '@/lib/ability.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useLocationQuery } from '../../api/get-location.ts';
import { useDeleteLocationMutation } from '../../api/save-location.ts';
import { formatNumber } from '../format.ts';
import { LocationDialog } from '../locations/location-dialog.tsx';
import { MoveLocationDialog } from '../locations/move-location-dialog.tsx';
import { ReportFaultButton } from '@/features/tickets';
import { PlaceAssetsCard } from '../place-assets-card.tsx';

export interface LocationPageProps {
  id: string;
  parentCrumbs: BreadcrumbItem[];
  fallbackTitle: string;
}

type Dialog = 'edit' | 'add' | 'move' | 'delete' | null;

export function LocationPage({ id, parentCrumbs, fallbackTitle }: LocationPageProps) {
  const { t } = useTranslation('places');
  return (
    <DetailPage
      query={useLocationQuery(id)}
      title={fallbackTitle}
      breadcrumbs={parentCrumbs}
      loadingLabel={t('location.loading')}
      notFound={{ title: t('location.notFoundTitle'), message: t('location.notFoundMessage') }}
      describeError={(error) => errorMessage(error, t('errors.loadFailed'))}
      back={{ label: t('actions.backToLocations'), to: paths.locations.list }}
    >
      {(location) => <LocationView location={location} parentCrumbs={parentCrumbs} />}
    </DetailPage>
  );
}

function LocationView({
  location,
  parentCrumbs,
}: {
  location: TLocation;
  parentCrumbs: BreadcrumbItem[];
}) {
  const { t, i18n } = useTranslation('places');
  const ability = useAbility();
  const navigate = useNavigate();
  const remove = useDeleteLocationMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const canWrite = ability.can('write', 'locations');
  const dash = '—';

  return (
    <>
      <PageHeader
        title={location.name}
        breadcrumbs={parentCrumbs}
        actions={
          <RecordActions
            labels={{ edit: t('actions.edit'), delete: t('actions.delete') }}
            onEdit={canWrite ? () => setDialog('edit') : undefined}
            onDelete={ability.can('manage', 'locations') ? () => setDialog('delete') : undefined}
          >
            <ReportFaultButton
              building={location.building}
              location={{ id: location.id, name: location.name }}
            />
            {canWrite && (
              <Button variant="outlined" onClick={() => setDialog('move')}>
                {t('actions.move')}
              </Button>
            )}
          </RecordActions>
        }
      />
      <Breadcrumbs aria-label={t('location.pathLabel')} sx={{ mb: 2 }}>
        <Link component={RouterLink} to={paths.buildings.detail(location.building.id)}>
          {location.building.name}
        </Link>
        {location.ancestors.map((ancestor) => (
          <Link key={ancestor.id} component={RouterLink} to={paths.locations.detail(ancestor.id)}>
            {ancestor.name}
          </Link>
        ))}
        <Typography color="text.primary" aria-current="location">
          {location.name}
        </Typography>
      </Breadcrumbs>
      <DetailColumns>
        <DetailCard title={t('location.details')}>
          <Facts
            items={[
              { label: t('fields.type'), value: t(`locationTypes.${location.type}`) },
              { label: t('fields.code'), value: location.code ?? dash },
              {
                label: t('fields.areaM2'),
                value: location.area === null ? dash : formatNumber(location.area, i18n.language),
              },
              { label: t('fields.building'), value: location.building.name },
              {
                label: t('fields.parent'),
                value: location.parent?.name ?? t('locationDialog.topLevel'),
              },
              { label: t('fields.notes'), value: location.notes || dash },
            ]}
          />
        </DetailCard>
        <DetailCard
          title={t('location.sublocations')}
          action={
            ability.can('add', 'locations') ? (
              <Button size="small" startIcon={<Add />} onClick={() => setDialog('add')}>
                {t('tree.addSublocation')}
              </Button>
            ) : undefined
          }
        >
          {location.children.length === 0 ? (
            <EmptyLine>{t('location.noSublocations')}</EmptyLine>
          ) : (
            <LinkList
              compact
              items={location.children.map((child) => ({
                id: child.id,
                to: paths.locations.detail(child.id),
                name: child.name,
                details: [t(`locationTypes.${child.type}`), child.code],
              }))}
            />
          )}
        </DetailCard>
        <Box sx={{ gridColumn: { md: 'span 2' } }}>
          <PlaceAssetsCard filter={{ location_id: location.id }} />
        </Box>
      </DetailColumns>
      <LocationDialog
        open={dialog === 'edit'}
        location={location}
        onClose={() => setDialog(null)}
      />
      <LocationDialog
        open={dialog === 'add'}
        location={null}
        defaults={{ building_id: location.building.id, parent_id: location.id }}
        onClose={() => setDialog(null)}
      />
      <MoveLocationDialog
        open={dialog === 'move'}
        ids={[location.id]}
        name={location.name}
        buildingId={location.building.id}
        onClose={() => setDialog(null)}
      />
      <ConfirmDelete
        open={dialog === 'delete'}
        onClose={() => setDialog(null)}
        title={t('location.deleteTitle', { name: location.name })}
        message={t('location.deleteMessage')}
        confirmLabel={t('actions.delete')}
        remove={() => remove.mutateAsync(location.id)}
        done={t('notify.locationDeleted', { name: location.name })}
        describeError={(error) => errorMessage(error, t('errors.deleteFailed'))}
        onDeleted={() =>
          void navigate(
            location.parent
              ? paths.locations.detail(location.parent.id)
              : paths.buildings.detail(location.building.id),
          )
        }
      />
    </>
  );
}
