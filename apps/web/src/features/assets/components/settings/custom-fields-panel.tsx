/** The custom field list of the settings dialog: add, change, delete (values go with it). */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import type { TAssetCustomField } from '@mainstay/contracts';
import {
  ConfirmDialog,
  EditDeleteActions,
  QueryState,
  SettingsList,
} from '@/components/data-table';
import { EmptyState } from '@/components/feedback';
import { useNotify } from '@/lib/notifications.tsx';
import {
  useAssetCustomFieldsQuery,
  useDeleteCustomFieldMutation,
} from '../../api/asset-settings.ts';
import { useServerMessage } from '../form/form-helpers.ts';
import { CustomFieldForm } from './custom-field-form.tsx';

export function CustomFieldsPanel() {
  const { t } = useTranslation('assets');
  const notify = useNotify();
  const errorMessage = useServerMessage();
  const query = useAssetCustomFieldsQuery();
  const remove = useDeleteCustomFieldMutation();
  const [editing, setEditing] = useState<TAssetCustomField | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TAssetCustomField | null>(null);

  async function handleDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(t('settings.fieldDeleted', { name: deleting.label }));
    } catch (error) {
      notify.error(errorMessage(error, t('errors.deleteFailed')));
    } finally {
      setDeleting(null);
    }
  }

  const fieldList = (fields: TAssetCustomField[]) => (
    <>
      {editing ? (
        <CustomFieldForm
          key={editing === 'new' ? 'new' : editing.id}
          field={editing === 'new' ? null : editing}
          nextOrder={fields.length + 1}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Button startIcon={<Add />} onClick={() => setEditing('new')} sx={{ mb: 1 }}>
          {t('settings.addField')}
        </Button>
      )}
      {fields.length === 0 ? (
        <EmptyState
          title={t('settings.noFieldsTitle')}
          description={t('settings.noFieldsDescription')}
        />
      ) : (
        <SettingsList
          label={t('settings.fieldsTab')}
          rows={fields}
          getRowId={(field) => field.id}
          primary={(field) => (field.required ? `${field.label} *` : field.label)}
          secondary={(field) =>
            [t(`settings.types.${field.type}`), field.key, field.options.join(', ')]
              .filter(Boolean)
              .join(' · ')
          }
          actions={(field) => (
            <EditDeleteActions
              dense
              edit={{
                label: t('settings.editField', { name: field.label }),
                onClick: () => setEditing(field),
              }}
              remove={{
                label: t('settings.deleteField', { name: field.label }),
                onClick: () => setDeleting(field),
              }}
            />
          )}
        />
      )}
    </>
  );

  return (
    <QueryState
      query={query}
      loadingLabel={t('settings.loading')}
      errorMessage={errorMessage(query.error, t('errors.loadFailed'))}
    >
      {(data) => (
        <>
          {fieldList(data.data)}
          <ConfirmDialog
            open={Boolean(deleting)}
            title={t('settings.deleteFieldTitle', { name: deleting?.label ?? '' })}
            message={t('settings.deleteFieldMessage')}
            confirmLabel={t('actions.delete')}
            destructive
            loading={remove.isPending}
            onClose={() => setDeleting(null)}
            onConfirm={() => void handleDelete()}
          />
        </>
      )}
    </QueryState>
  );
}
