/**
 * "Add asset" / "Edit asset" (also "Add component" with the parent set): every field including
 * the organisation's custom fields, validated here and by the server, whose field errors land
 * on the fields (custom ones as `custom_fields.<key>`). Nothing typed is lost on an error.
 */
import { useMemo } from 'react';
import DialogContent from '@mui/material/DialogContent';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TAssetCustomField, TAssetDetail } from '@mainstay/contracts';
import { LoadingState } from '@/components/feedback';
import { DialogForm, DialogFrame, useServerForm } from '@/components/form/index.ts';
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
}

function AssetForm({ asset, parent, customFields, onClose, onSaved }: AssetFormProps) {
  const { t } = useTranslation('assets');
  const notify = useNotify();
  const save = useSaveAssetMutation(asset?.id ?? null);
  const schema = useMemo(() => assetFormSchema(customFields), [customFields]);
  const { control, setValue, dialog } = useServerForm({
    schema,
    defaultValues: assetFormValues(asset, customFields, {
      ...(parent ? { parent_asset_id: parent.id } : {}),
      ...(parent?.buildingId ? { building_id: parent.buildingId } : {}),
    }),
    serverFields: (key) =>
      FIELDS.has(key) || key.startsWith('custom_fields.') ? (key as Path<TAssetForm>) : undefined,
    failure: t('errors.saveFailed'),
    describe: useServerMessage(),
    onValid: async (values) => {
      const body = assetRequest(values, customFields);
      // An edit leaves the parent as it is; only "add component" sets it.
      if (asset) delete body.parent_asset_id;
      const saved = await save.mutateAsync(body);
      notify.success(t(asset ? 'notify.updated' : 'notify.created', { name: saved.name }));
      onSaved?.(saved);
      onClose();
    },
  });

  return (
    <DialogForm
      {...dialog}
      onCancel={onClose}
      submitLabel={
        asset ? t('actions.save') : parent ? t('actions.addComponent') : t('actions.addAsset')
      }
    >
      <AssetFormFields
        control={control}
        setValue={setValue}
        customFields={customFields}
        {...(parent ? { parentName: parent.name } : {})}
      />
    </DialogForm>
  );
}

/** The form waits for the organisation's custom fields; each opening starts afresh. */
export function AssetDialog({ open, ...props }: AssetDialogProps) {
  const { t } = useTranslation('assets');
  const customFields = useAssetCustomFieldsQuery();
  const { asset, parent } = props;
  const title = asset
    ? t('dialog.editTitle', { name: asset.name })
    : parent
      ? t('dialog.addComponentTitle', { name: parent.name })
      : t('dialog.addTitle');
  if (!open) return null;
  return (
    <DialogFrame title={title} onClose={props.onClose} maxWidth="md">
      {customFields.isPending ? (
        <DialogContent>
          <LoadingState label={t('dialog.loading')} />
        </DialogContent>
      ) : (
        <AssetForm {...props} customFields={customFields.data?.data ?? []} />
      )}
    </DialogFrame>
  );
}
