/** "Add building" / "Edit building": every field, validated here and by the server. */
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TBuilding } from '@mainstay/contracts';
import { FormDialog, useServerForm } from '@/components/form/index.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useSaveBuildingMutation } from '../../api/save-building.ts';
import {
  buildingFormValues,
  buildingRequest,
  ZBuildingForm,
  type TBuildingForm,
} from '../../schemas/building-form-schema.ts';
import { BuildingFormFields } from './building-form-fields.tsx';

export interface BuildingDialogProps {
  open: boolean;
  /** The building to edit; null to add one. */
  building: TBuilding | null;
  onClose: () => void;
  onSaved?: (building: TBuilding) => void;
}

const FIELDS = new Set(Object.keys(ZBuildingForm.shape));
const CONTACT_FIELD = /^contacts\.\d+\.(name|role|phone|email)$/;

function BuildingForm({ building, onClose, onSaved }: Omit<BuildingDialogProps, 'open'>) {
  const { t } = useTranslation('places');
  const notify = useNotify();
  const save = useSaveBuildingMutation(building?.id ?? null);
  const { control, dialog } = useServerForm({
    schema: ZBuildingForm,
    defaultValues: buildingFormValues(building),
    serverFields: (key) =>
      FIELDS.has(key) || CONTACT_FIELD.test(key) ? (key as Path<TBuildingForm>) : undefined,
    failure: t('errors.saveFailed'),
    onValid: async (values) => {
      const saved = await save.mutateAsync(buildingRequest(values));
      const done = building ? 'notify.buildingUpdated' : 'notify.buildingCreated';
      notify.success(t(done, { name: saved.name }));
      onSaved?.(saved);
      onClose();
    },
  });

  return (
    <FormDialog
      {...dialog}
      onClose={onClose}
      title={
        building
          ? t('buildingDialog.editTitle', { name: building.name })
          : t('buildingDialog.addTitle')
      }
      submitLabel={building ? t('actions.save') : t('actions.addBuilding')}
      maxWidth="md"
    >
      <BuildingFormFields control={control} />
    </FormDialog>
  );
}

/** Mounted only while open, so each opening starts from the building's values. */
export function BuildingDialog({ open, ...props }: BuildingDialogProps) {
  return open ? <BuildingForm {...props} /> : null;
}
