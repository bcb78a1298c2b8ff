/** Saving the current list view under a name, and deleting my saved views. */
import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { TSavedView } from '@mainstay/contracts';
import { applyFieldErrors } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';
import {
  useDeleteViewMutation,
  useSaveViewMutation,
  type SavedViewPage,
} from '../api/saved-views.ts';
import { useServerMessage } from '../form/form-helpers.ts';

export function SaveViewDialog({
  page,
  query,
  onClose,
}: {
  page: SavedViewPage;
  query: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('tickets');
  const titleId = useId();
  const notify = useNotify();
  const errorMessage = useServerMessage();
  const save = useSaveViewMutation(page);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [error, setError] = useState('');

  async function handleSave() {
    if (name.trim() === '') {
      setError(t('validation.viewNameRequired'));
      return;
    }
    try {
      await save.mutateAsync({ name: name.trim(), query, shared });
      notify.success(t('views.saved', { name: name.trim() }));
      onClose();
    } catch (failure) {
      let message = '';
      applyFieldErrors(failure, (_key, text) => {
        message ||= text;
        return true;
      });
      setError(message || errorMessage(failure, t('errors.viewSaveFailed')));
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('views.saveTitle')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          spacing={1}
          sx={{ pt: 1 }}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void handleSave();
          }}
        >
          <TextField
            autoFocus
            required
            fullWidth
            label={t('views.name')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError('');
            }}
            error={Boolean(error)}
            helperText={error || ' '}
            slotProps={{ htmlInput: { maxLength: 80 } }}
          />
          <FormControlLabel
            control={
              <Switch checked={shared} onChange={(event) => setShared(event.target.checked)} />
            }
            label={t('views.shareWithEveryone')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" loading={save.isPending}>
          {t('actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function DeleteViewsDialog({
  page,
  views,
  onClose,
}: {
  page: SavedViewPage;
  views: TSavedView[];
  onClose: () => void;
}) {
  const { t } = useTranslation('tickets');
  const titleId = useId();
  const notify = useNotify();
  const errorMessage = useServerMessage();
  const remove = useDeleteViewMutation(page);

  async function handleDelete(view: TSavedView) {
    try {
      await remove.mutateAsync(view.id);
      notify.success(t('views.deleted', { name: view.name }));
    } catch (error) {
      notify.error(errorMessage(error, t('errors.deleteFailed')));
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('views.deleteTitle')}</DialogTitle>
      <DialogContent>
        <List dense aria-label={t('views.mine')}>
          {views.map((view) => (
            <ListItem
              key={view.id}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  disabled={remove.isPending}
                  aria-label={t('views.deleteOne', { name: view.name })}
                  onClick={() => void handleDelete(view)}
                >
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              }
            >
              <ListItemText
                primary={view.name}
                secondary={view.shared ? t('views.sharedByMe') : undefined}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
