/**
 * After a bulk action that was partly refused: how many items changed, and each refused item by
 * name with the reason. Any list whose bulk endpoint answers per id (assets, places, tickets).
 */
import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';

/** What a bulk endpoint answers: the counts, and per id whether it changed and why not. */
export interface BulkOutcome {
  succeeded: number;
  failed: number;
  results: { id: string; ok: boolean; message: string | null }[];
}

export interface BulkOutcomeDialogProps {
  /** Open while set; callers set it when at least one item was refused. */
  outcome: BulkOutcome | null;
  /** The name a person knows an item by (its name, code or number). */
  nameOf: (id: string) => string;
  /** The server's reason in the reader's language; shown as sent without it. */
  translateReason?: (message: string) => string;
  onClose: () => void;
}

export function BulkOutcomeDialog({
  outcome,
  nameOf,
  translateReason,
  onClose,
}: BulkOutcomeDialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const refused = outcome?.results.filter((result) => !result.ok) ?? [];
  const reasonOf = (message: string | null) =>
    message && translateReason ? translateReason(message) : message;
  return (
    <Dialog
      open={Boolean(outcome)}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>
        {t('dataTable.bulkOutcome.title', {
          done: outcome?.succeeded ?? 0,
          failed: outcome?.failed ?? 0,
        })}
      </DialogTitle>
      <DialogContent>
        <List dense aria-label={t('dataTable.bulkOutcome.refusedList')}>
          {refused.map((result) => (
            <ListItem key={result.id} disableGutters>
              <ListItemText primary={nameOf(result.id)} secondary={reasonOf(result.message)} />
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
