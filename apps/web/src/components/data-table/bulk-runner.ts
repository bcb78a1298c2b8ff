/**
 * Running a list's bulk action: the dialog it opened (if any), the request for the selected
 * ids, a notice of how many changed, the ids still selected afterwards (those refused), and
 * the outcome to explain when at least one was refused. `<BulkActions runner={…}>` shows it.
 */
import { useState } from 'react';
import { useNotify } from '@/lib/notifications.tsx';
import type { BulkOutcome } from './bulk-outcome-dialog.tsx';

/** What a list hands its bulk actions: the selected ids, their names, and where to go next. */
export interface BulkSelection {
  selected: string[];
  /** The name a person knows an item by (its name, code or number). */
  nameOf: (id: string) => string;
  /** Called with the ids still selected (those refused). */
  onDone: (remaining: string[]) => void;
}

export interface BulkRunnerOptions<B> {
  selection: BulkSelection;
  mutation: {
    mutateAsync: (body: B & { ids: string[] }) => Promise<BulkOutcome>;
    isPending: boolean;
  };
  /** The notice when `count` items changed. */
  doneMessage: (count: number, body: B) => string;
  /** The notice when the request failed as a whole. */
  failedMessage: (error: unknown) => string;
}

export interface BulkRunner<B, D extends string> {
  selection: BulkSelection;
  /** The dialog the bar opened, closed again when a run ends. */
  dialog: D | null;
  open: (dialog: D) => void;
  close: () => void;
  run: (body: B) => Promise<void>;
  /** Ends a run made elsewhere (a dialog with its own request) the same way. */
  finish: (result: BulkOutcome) => void;
  outcome: BulkOutcome | null;
  clearOutcome: () => void;
  pending: boolean;
}

/** `B` is the request without the ids; `D` names the dialogs the bar opens. */
export function useBulkRunner<B, D extends string = never>({
  selection,
  mutation,
  doneMessage,
  failedMessage,
}: BulkRunnerOptions<B>): BulkRunner<B, D> {
  const notify = useNotify();
  const [dialog, setDialog] = useState<D | null>(null);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);

  function finish(result: BulkOutcome) {
    setOutcome(result.failed > 0 ? result : null);
    selection.onDone(result.results.filter((item) => !item.ok).map((item) => item.id));
  }

  async function run(body: B) {
    try {
      const result = await mutation.mutateAsync({ ...body, ids: selection.selected });
      if (result.succeeded > 0) notify.success(doneMessage(result.succeeded, body));
      finish(result);
    } catch (error) {
      notify.error(failedMessage(error));
    } finally {
      setDialog(null);
    }
  }

  return {
    selection,
    dialog,
    open: setDialog,
    close: () => setDialog(null),
    run,
    finish,
    outcome,
    clearOutcome: () => setOutcome(null),
    pending: mutation.isPending,
  };
}
