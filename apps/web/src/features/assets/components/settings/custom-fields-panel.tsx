/** The custom field list of the settings dialog: add, change, delete (values go with it). */
import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { TAssetCustomField } from '@mainstay/contracts';
import { ConfirmDialog } from '@/components/data-table';
import { EmptyState, ErrorState, LoadingState } from '@/components/feedback';
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

  if (query.isPending) return <LoadingState label={t('settings.loading')} />;
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error, t('errors.loadFailed'))}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const fields = query.data.data;

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

  return (
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
        <List dense aria-label={t('settings.fieldsTab')}>
          {fields.map((field) => (
            <ListItem
              key={field.id}
              divider
              secondaryAction={
                <>
                  <IconButton
                    aria-label={t('settings.editField', { name: field.label })}
                    onClick={() => setEditing(field)}
                  >
                    <EditOutlined fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={t('settings.deleteField', { name: field.label })}
                    onClick={() => setDeleting(field)}
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </>
              }
            >
              <ListItemText
                primary={field.required ? `${field.label} *` : field.label}
                secondary={[t(`settings.types.${field.type}`), field.key, field.options.join(', ')]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
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
  );
}
