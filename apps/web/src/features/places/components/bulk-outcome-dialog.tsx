/** After a bulk action: what was refused and why, by name. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPlaceBulkResponse } from '@mainstay/contracts';

export interface BulkOutcomeDialogProps {
  outcome: TPlaceBulkResponse | null;
  nameOf: (id: string) => string;
  onClose: () => void;
}

export function BulkOutcomeDialog({ outcome, nameOf, onClose }: BulkOutcomeDialogProps) {
  const { t } = useTranslation('places');
  const titleId = useId();
  const refused = outcome?.results.filter((result) => !result.ok) ?? [];
  return (
    <Dialog
      open={refused.length > 0}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('bulk.refusedTitle', { count: refused.length })}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('bulk.summary', { succeeded: outcome?.succeeded ?? 0, failed: outcome?.failed ?? 0 })}
        </DialogContentText>
        <List dense>
          {refused.map((result) => (
            <ListItem key={result.id} disableGutters>
              <ListItemText primary={nameOf(result.id)} secondary={result.message} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
