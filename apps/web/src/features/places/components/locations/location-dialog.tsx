/**
 * "Add location" / "Edit location": building, parent (limited to that building's tree, never the
 * location's own subtree), name, type, code, area and notes.
 */
import { useTranslation } from 'react-i18next';
import { LOCATION_TYPE_VALUES, type TLocation } from '@mainstay/contracts';
import {
  DECIMAL_INPUT,
  fieldsOf,
  FORM_WIDE,
  FormDialog,
  FormGrid,
  textArea,
  useServerForm,
} from '@/components/form/index.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useSaveLocationMutation } from '../../api/save-location.ts';
import {
  locationFormValues,
  locationRequest,
  ZLocationForm,
  type TLocationForm,
} from '../../schemas/location-form-schema.ts';
import { useFieldMessage } from '../form/form-helpers.ts';
import { BuildingParentFields } from './building-parent-fields.tsx';
import { LTR_INPUT } from '@/lib/bidi.tsx';

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
  const save = useSaveLocationMutation(location?.id ?? null);
  const form = useServerForm({
    schema: ZLocationForm,
    defaultValues: locationFormValues(location, defaults),
    serverFields: FIELDS,
    failure: t('errors.saveFailed'),
    onValid: async (values) => {
      const saved = await save.mutateAsync(locationRequest(values));
      const done = location ? 'notify.locationUpdated' : 'notify.locationCreated';
      notify.success(t(done, { name: saved.name }));
      onSaved?.(saved);
      onClose();
    },
  });
  const { control } = form;
  const { text, select } = fieldsOf(control, useFieldMessage());

  return (
    <FormDialog
      {...form.dialog}
      onClose={onClose}
      title={
        location
          ? t('locationDialog.editTitle', { name: location.name })
          : t('locationDialog.addTitle')
      }
      submitLabel={location ? t('actions.save') : t('actions.addLocation')}
    >
      <FormGrid>
        <BuildingParentFields
          control={control}
          setParent={(id) => form.setValue('parent_id', id)}
          parentLabel={t('fields.parent')}
          parentHint={t('locationDialog.parentHint')}
          exclude={location ? [location.id] : []}
          current={location?.building}
        />
        {text('name', t('fields.name'), { required: true, autoFocus: true })}
        {select('type', t('fields.type'), LOCATION_TYPE_VALUES, {
          optionLabel: (type) => t(`locationTypes.${type}`),
        })}
        {text('code', t('fields.code'), { hint: t('locationDialog.codeHint'), ...LTR_INPUT })}
        {text('area', t('fields.areaM2'), DECIMAL_INPUT)}
        {text('notes', t('fields.notes'), { ...textArea(2), sx: FORM_WIDE })}
      </FormGrid>
    </FormDialog>
  );
}

/** Mounted only while open, so each opening starts from the location's values. */
export function LocationDialog({ open, ...props }: LocationDialogProps) {
  return open ? <LocationForm {...props} /> : null;
}
