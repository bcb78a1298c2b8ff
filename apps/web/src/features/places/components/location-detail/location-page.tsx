/**
 * /locations/{id}: a location's details, its path from the building down, sublocations and
 * assets, with edit, move and delete as the caller's permissions allow.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/data-table';
import { ErrorState, LoadingState } from '@/components/feedback';
import { type BreadcrumbItem, DetailCard, Facts, PageHeader } from '@/components/layout';
import { paths } from '@/config/paths.ts';
import { useAbility } from '@/lib/ability.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useLocationQuery } from '../../api/get-location.ts';
import { useDeleteLocationMutation } from '../../api/save-location.ts';
import { formatNumber } from '../format.ts';
import { LocationDialog } from '../locations/location-dialog.tsx';
import { MoveLocationDialog } from '../locations/move-location-dialog.tsx';
import { PlaceAssetsCard } from '../place-assets-card.tsx';
import { errorMessage } from '@/lib/form-errors.ts';

export interface LocationPageProps {
  id: string;
  parentCrumbs: BreadcrumbItem[];
  fallbackTitle: string;
}

type Dialog = 'edit' | 'add' | 'move' | 'delete' | null;

export function LocationPage({ id, parentCrumbs, fallbackTitle }: LocationPageProps) {
  const { t, i18n } = useTranslation('places');
  const ability = useAbility();
  const notify = useNotify();
  const navigate = useNavigate();
  const query = useLocationQuery(id);
  const remove = useDeleteLocationMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  if (query.isPending) {
    return (
      <>
        <PageHeader title={fallbackTitle} breadcrumbs={parentCrumbs} />
        <LoadingState label={t('location.loading')} />
      </>
    );
  }
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <>
        <PageHeader title={fallbackTitle} breadcrumbs={parentCrumbs} />
        <ErrorState
          title={missing ? t('location.notFoundTitle') : undefined}
          message={
            missing
              ? t('location.notFoundMessage')
              : errorMessage(query.error, t('errors.loadFailed'))
          }
          onRetry={missing ? undefined : () => void query.refetch()}
        />
        <Button onClick={() => void navigate(paths.locations.list)}>
          {t('actions.backToLocations')}
        </Button>
      </>
    );
  }

  const location = query.data;
  const dash = '—';

  async function handleDelete() {
    try {
      await remove.mutateAsync(location.id);
      notify.success(t('notify.locationDeleted', { name: location.name }));
      void navigate(
        location.parent
          ? paths.locations.detail(location.parent.id)
          : paths.buildings.detail(location.building.id),
      );
    } catch (error) {
      setDeleteError(errorMessage(error, t('errors.deleteFailed')));
    }
  }

  return (
    <>
      <PageHeader
        title={location.name}
        breadcrumbs={parentCrumbs}
        actions={
          <>
            {ability.can('write', 'locations') && (
              <Button variant="contained" onClick={() => setDialog('edit')}>
                {t('actions.edit')}
              </Button>
            )}
            {ability.can('write', 'locations') && (
              <Button variant="outlined" onClick={() => setDialog('move')}>
                {t('actions.move')}
              </Button>
            )}
            {ability.can('manage', 'locations') && (
              <Button variant="outlined" color="error" onClick={() => setDialog('delete')}>
                {t('actions.delete')}
              </Button>
            )}
          </>
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
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
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
            <Typography variant="body2" color="text.secondary">
              {t('location.noSublocations')}
            </Typography>
          ) : (
            <List dense disablePadding>
              {location.children.map((child) => (
                <ListItem key={child.id} disableGutters divider>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={paths.locations.detail(child.id)}>
                        {child.name}
                      </Link>
                    }
                    secondary={[t(`locationTypes.${child.type}`), child.code]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </DetailCard>
        <Box sx={{ gridColumn: { md: 'span 2' } }}>
          <PlaceAssetsCard filter={{ location_id: location.id }} />
        </Box>
      </Box>
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
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('location.deleteTitle', { name: location.name })}
        message={deleteError ?? t('location.deleteMessage')}
        confirmLabel={t('actions.delete')}
        destructive
        loading={remove.isPending}
        onConfirm={() => void handleDelete()}
        onClose={() => {
          setDialog(null);
          setDeleteError(null);
        }}
      />
    </>
  );
}
