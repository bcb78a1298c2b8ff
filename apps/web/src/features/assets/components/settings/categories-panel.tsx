/** The category list of the settings dialog: add, rename, delete (refusals explained). */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { TAssetCategory } from '@mainstay/contracts';
import { ErrorState, LoadingState } from '@/components/feedback';
import { isApiError } from '@/lib/api-client.ts';
import { useNotify } from '@/lib/notifications.tsx';
import {
  useAssetCategoriesQuery,
  useDeleteCategoryMutation,
  useSaveCategoryMutation,
} from '../../api/asset-settings.ts';
import { translateServerMessage, useServerMessage } from '../form/form-helpers.ts';
import { categoryLabel } from '../labels.tsx';

function CategoryForm({
  category,
  onDone,
}: {
  category: TAssetCategory | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('assets');
  const notify = useNotify();
  const save = useSaveCategoryMutation();
  const [name, setName] = useState(category ? categoryLabel(t, category) : '');
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError(t('validation.nameRequired'));
    try {
      await save.mutateAsync({ id: category?.id ?? null, name: name.trim() });
      notify.success(t(category ? 'settings.categoryRenamed' : 'settings.categoryAdded'));
      setName('');
      setError(null);
      onDone();
    } catch (caught) {
      const message = isApiError(caught) ? (caught.errors?.name?.[0] ?? caught.message) : '';
      setError(message ? translateServerMessage(t, message) : t('errors.saveFailed'));
    }
  }

  return (
    <Box
      component="form"
      onSubmit={handleSubmit}
      noValidate
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}
    >
      <TextField
        size="small"
        fullWidth
        label={category ? t('settings.renameLabel') : t('settings.newCategory')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? ' '}
        autoFocus={Boolean(category)}
      />
      <Button type="submit" variant="contained" loading={save.isPending}>
        {category ? t('actions.save') : t('actions.add')}
      </Button>
      {category && (
        <Button color="inherit" onClick={onDone}>
          {t('actions.cancel')}
        </Button>
      )}
    </Box>
  );
}

export function CategoriesPanel() {
  const { t } = useTranslation('assets');
  const errorMessage = useServerMessage();
  const query = useAssetCategoriesQuery();
  const remove = useDeleteCategoryMutation();
  const [editing, setEditing] = useState<TAssetCategory | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (query.isPending) return <LoadingState label={t('settings.loading')} />;
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error, t('errors.loadFailed'))}
        onRetry={() => void query.refetch()}
      />
    );
  }

  async function handleDelete(category: TAssetCategory) {
    setProblem(null);
    try {
      await remove.mutateAsync(category.id);
    } catch (error) {
      setProblem(errorMessage(error, t('errors.deleteFailed')));
    }
  }

  return (
    <>
      <CategoryForm key={editing?.id ?? 'new'} category={editing} onDone={() => setEditing(null)} />
      {problem && (
        <Alert severity="warning" sx={{ mb: 1 }} onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <List dense aria-label={t('settings.categoriesTab')}>
        {query.data.data.map((category) => {
          const label = categoryLabel(t, category);
          return (
            <ListItem
              key={category.id}
              divider
              secondaryAction={
                <>
                  <IconButton
                    aria-label={t('settings.renameCategory', { name: label })}
                    onClick={() => setEditing(category)}
                  >
                    <EditOutlined fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={t('settings.deleteCategory', { name: label })}
                    onClick={() => void handleDelete(category)}
                    disabled={remove.isPending}
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </>
              }
            >
              <ListItemText
                primary={label}
                secondary={t('settings.assetsCount', { count: category.assets_count })}
              />
            </ListItem>
          );
        })}
      </List>
    </>
  );
}
