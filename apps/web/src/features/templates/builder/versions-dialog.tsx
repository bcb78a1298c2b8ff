/**
 * The template's published versions, newest first (when, by whom, the note, how many fields and
 * forms), and any of them opened read-only: its fields as they were.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { TTemplateVersionSummary } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@/components/feedback';
import { DialogFrame } from '@/components/form';
import { errorMessage } from '@/lib/form-errors.ts';
import { useTemplateVersionQuery } from '../api/get-template.ts';
import { FieldSummaryList } from '../components/field-summary-list.tsx';

export interface VersionsDialogProps {
  templateId: string;
  versions: readonly TTemplateVersionSummary[];
  onClose: () => void;
}

function VersionView({ templateId, version }: { templateId: string; version: number }) {
  const { t } = useTranslation('templates');
  const query = useTemplateVersionQuery(templateId, version);
  if (query.isPending) return <LoadingState label={t('versions.loading')} />;
  if (query.isError) {
    return <Alert severity="error">{errorMessage(query.error, t('versions.loadFailed'))}</Alert>;
  }
  return (
    <FieldSummaryList
      fields={query.data.definition.fields}
      label={t('versions.fieldsOf', { version })}
    />
  );
}

export function VersionsDialog({ templateId, versions, onClose }: VersionsDialogProps) {
  const { t, i18n } = useTranslation('templates');
  const [open, setOpen] = useState<number | null>(null);
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });

  return (
    <DialogFrame
      onClose={onClose}
      title={open === null ? t('versions.title') : t('versions.viewTitle', { version: open })}
      maxWidth="sm"
    >
      <DialogContent dividers>
        {open !== null ? (
          <VersionView templateId={templateId} version={open} />
        ) : versions.length === 0 ? (
          <Typography color="text.secondary">{t('versions.none')}</Typography>
        ) : (
          <List aria-label={t('versions.title')} disablePadding>
            {versions.map((version) => (
              <ListItem key={version.version} divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
                <ListItemText
                  sx={{ flex: '1 1 220px', minWidth: 0 }}
                  primary={t('versions.version', { version: version.version })}
                  secondary={
                    <>
                      {t('versions.published', {
                        date: date(version.published_at),
                        name: version.published_by?.name ?? t('versions.someone'),
                      })}
                      <br />
                      {t('versions.fieldCount', { count: version.field_count })}
                      {' · '}
                      {t('versions.formCount', { count: version.forms_count })}
                      {version.note && (
                        <Box component="span" sx={{ display: 'block', fontStyle: 'italic' }}>
                          {version.note}
                        </Box>
                      )}
                    </>
                  }
                />
                <Button size="small" onClick={() => setOpen(version.version)}>
                  {t('versions.view', { version: version.version })}
                </Button>
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        {open !== null && (
          <Button onClick={() => setOpen(null)} color="inherit">
            {t('versions.back')}
          </Button>
        )}
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </DialogFrame>
  );
}
