/** "Add building" / "Edit building": every field, validated here and by the server. */
import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TBuilding } from '@mainstay/contracts';
import { useNotify } from '@/lib/notifications.tsx';
import { useSaveBuildingMutation } from '../../api/save-building.ts';
import {
  buildingFormValues,
  buildingRequest,
  ZBuildingForm,
  type TBuildingForm,
} from '../../schemas/building-form-schema.ts';
import { BuildingFormFields } from './building-form-fields.tsx';
import { applyServerErrors, errorMessage } from '@/lib/form-errors.ts';

export interface BuildingDialogProps {
  open: boolean;
  /** The building to edit; null to add one. */
  building: TBuilding | null;
  onClose: () => void;
  onSaved?: (building: TBuilding) => void;
}

const FIELDS = Object.keys(ZBuildingForm.shape) as (keyof TBuildingForm)[];

function BuildingForm({ building, onClose, onSaved }: Omit<BuildingDialogProps, 'open'>) {
  const { t } = useTranslation('places');
  const notify = useNotify();
  const formId = useId();
  const save = useSaveBuildingMutation(building?.id ?? null);
  const form = useForm<TBuildingForm>({
    resolver: zodResolver(ZBuildingForm),
    defaultValues: buildingFormValues(building),
    mode: 'onTouched',
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(buildingRequest(values));
      notify.success(
        t(building ? 'notify.buildingUpdated' : 'notify.buildingCreated', { name: saved.name }),
      );
      onSaved?.(saved);
      onClose();
    } catch (error) {
      const fields: Path<TBuildingForm>[] = [
        ...FIELDS,
        ...values.contacts.flatMap((_, index) =>
          ['name', 'role', 'phone', 'email'].map(
            (key) => `contacts.${index}.${key}` as Path<TBuildingForm>,
          ),
        ),
      ];
      if (!applyServerErrors(error, form.setError, fields).placed) {
        form.setError('root', { message: errorMessage(error, t('errors.saveFailed')) });
      }
    }
  });

  return (
    <>
      <DialogContent dividers>
        {form.formState.errors.root?.message && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {form.formState.errors.root.message}
          </Alert>
        )}
        <form id={formId} onSubmit={handleSubmit} noValidate>
          <BuildingFormFields control={form.control} />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit" disabled={save.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={save.isPending}>
          {building ? t('actions.save') : t('actions.addBuilding')}
        </Button>
      </DialogActions>
    </>
  );
}

export function BuildingDialog({ open, building, onClose, onSaved }: BuildingDialogProps) {
  const { t } = useTranslation('places');
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>
        {building
          ? t('buildingDialog.editTitle', { name: building.name })
          : t('buildingDialog.addTitle')}
      </DialogTitle>
      {open && <BuildingForm building={building} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}
