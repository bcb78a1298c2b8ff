/**
 * The rows of a settings list (categories, custom fields, holidays): each row's name and a line
 * about it, with its actions at the end. `useRowProblem` runs a row's removal and keeps the
 * server's refusal ("still used by 3 tickets") above the list until it is dismissed.
 */
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';

export interface SettingsListProps<T> {
  /** The list's accessible name; or `labelledBy`, the id of a heading that names it. */
  label?: string;
  labelledBy?: string;
  rows: T[];
  getRowId: (row: T) => string;
  primary: (row: T) => ReactNode;
  secondary: (row: T) => ReactNode;
  /** The row's buttons (leave out when the reader may only look). */
  actions?: (row: T) => ReactNode;
}

export function SettingsList<T>({
  label,
  labelledBy,
  rows,
  getRowId,
  primary,
  secondary,
  actions,
}: SettingsListProps<T>) {
  return (
    <List dense aria-label={label} aria-labelledby={labelledBy}>
      {rows.map((row) => (
        <ListItem key={getRowId(row)} divider secondaryAction={actions?.(row)}>
          <ListItemText primary={primary(row)} secondary={secondary(row)} />
        </ListItem>
      ))}
    </List>
  );
}

/** Removes a row; a refusal stays on screen as the problem (worded by `describe`). */
export function useRowProblem(
  remove: (id: string) => Promise<unknown>,
  describe: (error: unknown) => string,
) {
  const [problem, setProblem] = useState<string | null>(null);
  async function removeRow(id: string): Promise<boolean> {
    setProblem(null);
    try {
      await remove(id);
      return true;
    } catch (error) {
      setProblem(describe(error));
      return false;
    }
  }
  return { problem, clear: () => setProblem(null), removeRow };
}

/** The problem of the last removal, until dismissed. */
export function RowProblem({ problem, onClose }: { problem: string | null; onClose: () => void }) {
  if (!problem) return null;
  return (
    <Alert severity="warning" sx={{ mb: 1 }} onClose={onClose}>
      {problem}
    </Alert>
  );
}
