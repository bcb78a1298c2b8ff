/**
 * The bulk actions of a list while rows are selected: the bar with its buttons, the dialogs the
 * buttons open (`children`), an "Are you sure?" when the action asks for one, and afterwards
 * the refused items with their reasons.
 */
import type { MouseEvent, ReactNode } from 'react';
import Button from '@mui/material/Button';
import { BulkActionsBar } from './bulk-actions-bar.tsx';
import { BulkOutcomeDialog } from './bulk-outcome-dialog.tsx';
import type { BulkRunner } from './bulk-runner.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** A button of the bar; `false` (not allowed) leaves it out. */
export type BulkAction =
  | {
      label: string;
      onClick: (event: MouseEvent<HTMLElement>) => void;
      destructive?: boolean;
      /** The button opens a menu. */
      menu?: boolean;
    }
  | false;

export interface BulkConfirm {
  title: string;
  message: string;
  confirmLabel: string;
  destructive?: boolean;
  onConfirm: () => void;
}

export interface BulkActionsProps<B, D extends string> {
  runner: BulkRunner<B, D>;
  actions: BulkAction[];
  /** Asked before the action the open dialog stands for; null when none asks. */
  confirm?: BulkConfirm | null;
  /** The server's reason in the reader's language; shown as sent without it. */
  translateReason?: (message: string) => string;
  children?: ReactNode;
}

export function BulkActions<B, D extends string>({
  runner,
  actions,
  confirm = null,
  translateReason,
  children,
}: BulkActionsProps<B, D>) {
  const { selection } = runner;
  return (
    <>
      <BulkActionsBar count={selection.selected.length} onClear={() => selection.onDone([])}>
        {actions.map(
          (action) =>
            action && (
              <Button
                key={action.label}
                size="small"
                color={action.destructive ? 'error' : undefined}
                aria-haspopup={action.menu ? 'menu' : undefined}
                onClick={action.onClick}
              >
                {action.label}
              </Button>
            ),
        )}
      </BulkActionsBar>
      {children}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.title ?? ''}
        message={confirm?.message ?? ''}
        confirmLabel={confirm?.confirmLabel}
        destructive={confirm?.destructive}
        loading={runner.pending}
        onClose={runner.close}
        onConfirm={() => confirm?.onConfirm()}
      />
      <BulkOutcomeDialog
        outcome={runner.outcome}
        nameOf={selection.nameOf}
        translateReason={translateReason}
        onClose={runner.clearOutcome}
      />
    </>
  );
}
