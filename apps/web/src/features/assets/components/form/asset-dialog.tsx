/**
 * "Add asset" / "Edit asset" (also "Add component" with the parent set): every field including
 * the organisation's custom fields, validated here and by the server, whose field errors land
 * on the fields (custom ones as `custom_fields.<key>`). Nothing typed is lost on an error.
 */
import { useId, useMemo } from 'react';
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
import type { TAssetCustomField, TAssetDetail } from '@mainstay/contracts';
import { LoadingState } from '@/components/feedback';
import { useNotify } from '@/lib/notifications.tsx';
import { useAssetCustomFieldsQuery } from '../../api/asset-settings.ts';
import { useSaveAssetMutation } from '../../api/save-asset.ts';
import {
  assetFormSchema,
  assetFormValues,
  assetRequest,
  ZAssetFormBase,
  type TAssetForm,
} from '../../schemas/asset-form-schema.ts';
import { AssetFormFields } from './asset-form-fields.tsx';
import { useServerMessage } from './form-helpers.ts';
import { applyServerErrors } from '@/lib/form-errors.ts';

export interface AssetDialogProps {
  open: boolean;
  /** The asset to edit; null to add one. */
  asset: TAssetDetail | null;
  /** Adding a component: its parent (the building starts as the parent's). */
  parent?: { id: string; name: string; buildingId: string | null };
  onClose: () => void;
  onSaved?: (asset: TAssetDetail) => void;
}

const FIELDS = new Set(Object.keys(ZAssetFormBase.shape));

interface AssetFormProps extends Omit<AssetDialogProps, 'open'> {
  customFields: readonly TAssetCustomField[];
  formId: string;
}

function AssetForm({ asset, parent, customFields, formId, onClose, onSaved }: AssetFormProps) {
  const { t } = useTranslation('assets');
  const notify = useNotify();
  const errorMessage = useServerMessage();
  const save = useSaveAssetMutation(asset?.id ?? null);
  const schema = useMemo(() => assetFormSchema(customFields), [customFields]);
  const form = useForm<TAssetForm>({
    resolver: zodResolver(schema),
    defaultValues: assetFormValues(asset, customFields, {
      ...(parent ? { parent_asset_id: parent.id } : {}),
      ...(parent?.buildingId ? { building_id: parent.buildingId } : {}),
    }),
    mode: 'onTouched',
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const body = assetRequest(values, customFields);
      // An edit leaves the parent as it is; only "add component" sets it.
      if (asset) delete body.parent_asset_id;
      const saved = await save.mutateAsync(body);
      notify.success(t(asset ? 'notify.updated' : 'notify.created', { name: saved.name }));
      onSaved?.(saved);
      onClose();
    } catch (error) {
      const fieldOf = (key: string) =>
        FIELDS.has(key) || key.startsWith('custom_fields.') ? (key as Path<TAssetForm>) : undefined;
      if (!applyServerErrors(error, form.setError, fieldOf).placed) {
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
          <AssetFormFields
            control={form.control}
            setValue={form.setValue}
            customFields={customFields}
            {...(parent ? { parentName: parent.name } : {})}
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit" disabled={save.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={save.isPending}>
          {asset ? t('actions.save') : parent ? t('actions.addComponent') : t('actions.addAsset')}
        </Button>
      </DialogActions>
    </>
  );
}

export function AssetDialog({ open, asset, parent, onClose, onSaved }: AssetDialogProps) {
  const { t } = useTranslation('assets');
  const titleId = useId();
  const formId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const customFields = useAssetCustomFieldsQuery();
  const title = asset
    ? t('dialog.editTitle', { name: asset.name })
    : parent
      ? t('dialog.addComponentTitle', { name: parent.name })
      : t('dialog.addTitle');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {open &&
        (customFields.isPending ? (
          <DialogContent>
            <LoadingState label={t('dialog.loading')} />
          </DialogContent>
        ) : (
          <AssetForm
            asset={asset}
            {...(parent ? { parent } : {})}
            customFields={customFields.data?.data ?? []}
            formId={formId}
            onClose={onClose}
            {...(onSaved ? { onSaved } : {})}
          />
        ))}
    </Dialog>
  );
}
