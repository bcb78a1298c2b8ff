/**
 * "Add location" / "Edit location": building, parent (limited to that building's tree, never the
 * location's own subtree), name, type, code, area and notes.
 */
import { useEffect, useId, useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LOCATION_TYPE_VALUES, type TLocation } from '@mainstay/contracts';
import { useNotify } from '@/lib/notifications.tsx';
import { useLocationTreeQuery } from '../../api/get-location.ts';
import { useBuildingChoicesQuery } from '../../api/list-buildings.ts';
import { useSaveLocationMutation } from '../../api/save-location.ts';
import {
  locationFormValues,
  locationRequest,
  ZLocationForm,
  type TLocationForm,
} from '../../schemas/location-form-schema.ts';
import { FormTextField } from '../form/form-text-field.tsx';
import { treeOptions } from '../tree-options.ts';
import { applyServerErrors, errorMessage } from '@/lib/form-errors.ts';

export interface LocationDialogProps {
  open: boolean;
  /** The location to edit; null to add one. */
  location: TLocation | null;
  /** For a new location: the building and parent to start with. */
  defaults?: { building_id?: string; parent_id?: string };
  onClose: () => void;
  onSaved?: (location: TLocation) => void;
}

const FIELDS = Object.keys(ZLocationForm.shape) as (keyof TLocationForm)[];

function LocationForm({ location, defaults, onClose, onSaved }: Omit<LocationDialogProps, 'open'>) {
  const { t } = useTranslation('places');
  const notify = useNotify();
  const formId = useId();
  const save = useSaveLocationMutation(location?.id ?? null);
  const buildings = useBuildingChoicesQuery();
  const form = useForm<TLocationForm>({
    resolver: zodResolver(ZLocationForm),
    defaultValues: locationFormValues(location, defaults),
    mode: 'onTouched',
  });
  const buildingId = useWatch({ control: form.control, name: 'building_id' });
  const tree = useLocationTreeQuery(buildingId || null);
  // A parent belongs to one building: choosing another building clears it.
  const shownBuilding = useRef(buildingId);
  useEffect(() => {
    if (buildingId !== shownBuilding.current) {
      shownBuilding.current = buildingId;
      form.setValue('parent_id', '');
    }
  }, [buildingId, form]);
  const parents = treeOptions(tree.data?.data ?? [], location?.id);

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(locationRequest(values));
      notify.success(
        t(location ? 'notify.locationUpdated' : 'notify.locationCreated', { name: saved.name }),
      );
      onSaved?.(saved);
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, form.setError, FIELDS).placed) {
        form.setError('root', { message: errorMessage(error, t('errors.saveFailed')) });
      }
    }
  });

  const buildingOptions = buildings.data?.data ?? [];
  return (
    <>
      <DialogContent dividers>
        {form.formState.errors.root?.message && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {form.formState.errors.root.message}
          </Alert>
        )}
        <Box
          component="form"
          id={formId}
          onSubmit={handleSubmit}
          noValidate
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <FormTextField
            control={form.control}
            name="building_id"
            label={t('fields.building')}
            select
            required
          >
            {buildingOptions.map((building) => (
              <MenuItem key={building.id} value={building.id}>
                {building.name}
              </MenuItem>
            ))}
            {location && !buildingOptions.some((b) => b.id === location.building.id) && (
              <MenuItem value={location.building.id}>{location.building.name}</MenuItem>
            )}
          </FormTextField>
          <FormTextField
            control={form.control}
            name="parent_id"
            label={t('fields.parent')}
            select
            disabled={!buildingId}
            hint={t('locationDialog.parentHint')}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('locationDialog.topLevel')}</MenuItem>
            {parents.map((option) => (
              <MenuItem
                key={option.id}
                value={option.id}
                sx={{ paddingInlineStart: 2 + option.depth * 2 }}
              >
                {option.name}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={form.control}
            name="name"
            label={t('fields.name')}
            required
            autoFocus
          />
          <FormTextField control={form.control} name="type" label={t('fields.type')} select>
            {LOCATION_TYPE_VALUES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`locationTypes.${type}`)}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={form.control}
            name="code"
            label={t('fields.code')}
            hint={t('locationDialog.codeHint')}
          />
          <FormTextField
            control={form.control}
            name="area"
            label={t('fields.areaM2')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <Box sx={{ gridColumn: { sm: 'span 2' } }}>
            <FormTextField
              control={form.control}
              name="notes"
              label={t('fields.notes')}
              multiline
              minRows={2}
            />
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit" disabled={save.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={save.isPending}>
          {location ? t('actions.save') : t('actions.addLocation')}
        </Button>
      </DialogActions>
    </>
  );
}

export function LocationDialog({
  open,
  location,
  defaults,
  onClose,
  onSaved,
}: LocationDialogProps) {
  const { t } = useTranslation('places');
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>
        {location
          ? t('locationDialog.editTitle', { name: location.name })
          : t('locationDialog.addTitle')}
      </DialogTitle>
      {open && (
        <LocationForm location={location} defaults={defaults} onClose={onClose} onSaved={onSaved} />
      )}
    </Dialog>
  );
}
