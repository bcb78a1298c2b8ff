/**
 * The actions in a record page's header, each shown as the caller's permissions allow: Edit,
 * the page's own (e.g. Move), Archive or Unarchive, and Delete, which asks first
 * (`ConfirmDelete`): the record is deleted only once confirmed, and a refusal is said in the
 * question itself, so the reader sees why (or announced, for a row's delete).
 */
import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import { ConfirmDialog } from '@/components/data-table';
import { useNotify } from '@/lib/notifications.tsx';

export interface ArchiveAction {
  archived: boolean;
  pending: boolean;
  /** Archives (true) or brings back (false). */
  save: (archived: boolean) => Promise<unknown>;
  done: (archived: boolean) => string;
  describeError: (error: unknown) => string;
}

export interface RecordActionsProps {
  labels: { edit: string; archive?: string; unarchive?: string; delete: string };
  /** Shown when given (the caller may write). */
  onEdit?: () => void;
  /** Shown when given (the caller may write); the outcome is announced. */
  archive?: ArchiveAction;
  /** Shown when given (the caller may delete). */
  onDelete?: () => void;
  /** The page's own actions, between Edit and Archive. */
  children?: ReactNode;
}

export function RecordActions({ labels, onEdit, archive, onDelete, children }: RecordActionsProps) {
  const notify = useNotify();

  async function handleArchive({ archived, save, done, describeError }: ArchiveAction) {
    try {
      await save(!archived);
      notify.success(done(!archived));
    } catch (error) {
      notify.error(describeError(error));
    }
  }

  return (
    <>
      {onEdit && (
        <Button variant="contained" onClick={onEdit}>
          {labels.edit}
        </Button>
      )}
      {children}
      {archive && (
        <Button
          variant="outlined"
          loading={archive.pending}
          onClick={() => void handleArchive(archive)}
        >
          {archive.archived ? labels.unarchive : labels.archive}
        </Button>
      )}
      {onDelete && (
        <Button variant="outlined" color="error" onClick={onDelete}>
          {labels.delete}
        </Button>
      )}
    </>
  );
}

export interface ConfirmDeleteProps {
  open: boolean;
  onClose: () => void;
  title: string;
  message: string;
  confirmLabel: string;
  remove: () => Promise<unknown>;
  /** Announced once deleted. */
  done: string;
  /** Why it was refused: shown in place of the question, or announced with `announceRefusal`. */
  describeError: (error: unknown) => string;
  announceRefusal?: boolean;
  /** Where to go once the record is gone. */
  onDeleted: () => void;
}

export function ConfirmDelete({
  open,
  onClose,
  title,
  message,
  confirmLabel,
  remove,
  done,
  describeError,
  onDeleted,
  announceRefusal = false,
}: ConfirmDeleteProps) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function handleConfirm() {
    setBusy(true);
    try {
      await remove();
      notify.success(done);
      onDeleted();
    } catch (error) {
      if (announceRefusal) notify.error(describeError(error));
      else setRefusal(describeError(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      title={title}
      message={refusal ?? message}
      confirmLabel={confirmLabel}
      destructive
      loading={busy}
      onConfirm={() => void handleConfirm()}
      onClose={() => {
        onClose();
        setRefusal(null);
      }}
    />
  );
}
