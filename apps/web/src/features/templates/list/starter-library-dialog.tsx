/**
 * The starter library: ready-made templates in the reader's language, each with its category,
 * how many fields it has, what it is for, a preview of its fields, and Add (published as
 * version 1 into the organisation's library). One already added says so and opens it.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import type { TStarterTemplate } from '@mainstay/contracts';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@/components/feedback';
import { DialogFrame } from '@/components/form';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useAddStarterMutation, useStartersQuery } from '../api/starters.ts';
import { FieldSummaryList } from '../components/field-summary-list.tsx';

function StarterCard({ starter }: { starter: TStarterTemplate }) {
  const { t } = useTranslation('templates');
  const notify = useNotify();
  const add = useAddStarterMutation();
  const [previewing, setPreviewing] = useState(false);
  const [addedId, setAddedId] = useState(starter.added_template_id);
  const [error, setError] = useState<string | null>(null);
  const titleId = `starter-${starter.id}`;
  const previewId = `starter-${starter.id}-fields`;

  async function handleAdd() {
    setError(null);
    try {
      const added = await add.mutateAsync(starter.id);
      setAddedId(added.id);
      notify.success(t('library.addedNotice', { name: added.name }));
    } catch (caught) {
      setError(errorMessage(caught, t('library.addFailed')));
    }
  }

  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id={titleId} component="h3" variant="subtitle1" sx={{ flex: '1 1 200px' }}>
          {starter.name}
        </Typography>
        <Chip size="small" label={starter.category} />
        <Typography variant="body2" color="text.secondary">
          {t('library.fieldCount', { count: starter.field_count })}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {starter.description}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5, alignItems: 'center' }}>
        <Button
          size="small"
          aria-expanded={previewing}
          aria-controls={previewId}
          onClick={() => setPreviewing((open) => !open)}
        >
          {t(previewing ? 'library.hidePreview' : 'library.preview', { name: starter.name })}
        </Button>
        <Box sx={{ marginInlineStart: 'auto', display: 'flex', gap: 1, alignItems: 'center' }}>
          {addedId ? (
            <>
              <Chip
                size="small"
                color="success"
                variant="outlined"
                icon={<CheckCircleOutlined />}
                label={t('library.added')}
              />
              <Button size="small" component={RouterLink} to={paths.templates.detail(addedId)}>
                {t('library.open', { name: starter.name })}
              </Button>
            </>
          ) : (
            <Button
              size="small"
              variant="contained"
              loading={add.isPending}
              onClick={() => void handleAdd()}
              aria-label={t('library.addLabel', { name: starter.name })}
            >
              {t('library.add')}
            </Button>
          )}
        </Box>
      </Box>
      <Collapse in={previewing} id={previewId} unmountOnExit>
        <Box sx={{ mt: 1.5 }}>
          <FieldSummaryList
            fields={starter.definition.fields}
            label={t('library.previewLabel', { name: starter.name })}
          />
        </Box>
      </Collapse>
    </Paper>
  );
}

export function StarterLibraryDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('templates');
  const query = useStartersQuery(i18n.language);
  return (
    <DialogFrame onClose={onClose} title={t('library.title')} maxWidth="md">
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('library.intro')}
        </Typography>
        {query.isPending ? (
          <LoadingState label={t('library.loading')} />
        ) : query.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t('library.retry')}
              </Button>
            }
          >
            {errorMessage(query.error, t('library.loadFailed'))}
          </Alert>
        ) : (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {query.data.data.map((starter) => (
              <StarterCard key={starter.id} starter={starter} />
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </DialogFrame>
  );
}
