/**
 * A settings list of named rows (the categories of assets or of a ticket kind): the form that
 * adds one or renames the chosen one, each row with what it is used by, and rename and delete
 * for editors. A refused delete (still in use, a default row) stays above the list, explained.
 */
import { useState, type ReactNode } from 'react';
import { QueryState, type QueryLike } from './query-state.tsx';
import { NameForm, type NameFormProps, type NamedListRow } from './name-form.tsx';
import { EditDeleteActions } from './row-action.tsx';
import { RowProblem, SettingsList, useRowProblem } from './settings-list.tsx';

/** The words a named list needs; `name` is the row's shown name where one is meant. */
export type NamedListText =
  | 'newField'
  | 'renameField'
  | 'add'
  | 'save'
  | 'cancel'
  | 'nameRequired'
  | 'added'
  | 'renamed'
  | 'saveFailed'
  | 'renameButton'
  | 'deleteButton';

export interface NamedListPanelProps<R extends NamedListRow> {
  query: QueryLike<{ data: R[] }>;
  loadingLabel: string;
  /** The failure to load, in words. */
  errorMessage: string;
  listLabel: string;
  text: (key: NamedListText, name?: string) => string;
  shownName: (row: R) => string;
  /** A line under the name (how many use it). */
  usage: (row: R) => ReactNode;
  /** Editors see the form and each row's buttons. */
  canEdit?: boolean;
  save: NameFormProps<R>['save'];
  remove: { mutateAsync: (id: string) => Promise<unknown>; isPending: boolean };
  /** A refused delete in words. */
  removeFailed: (error: unknown) => string;
  /** Called after a row was deleted. */
  onRemoved?: () => void;
  translate?: (message: string) => string;
  maxLength?: number;
  /** Shown instead of the list when there are no rows. */
  empty?: ReactNode;
}

export function NamedListPanel<R extends NamedListRow>({
  query,
  loadingLabel,
  errorMessage,
  listLabel,
  text,
  shownName,
  usage,
  canEdit = true,
  save,
  remove,
  removeFailed,
  onRemoved,
  translate,
  maxLength,
  empty,
}: NamedListPanelProps<R>) {
  const [editing, setEditing] = useState<R | null>(null);
  const removal = useRowProblem(remove.mutateAsync, removeFailed);

  async function handleDelete(row: R) {
    if (await removal.removeRow(row.id)) onRemoved?.();
  }

  return (
    <QueryState query={query} loadingLabel={loadingLabel} errorMessage={errorMessage}>
      {(data) => (
        <>
          {canEdit && (
            <NameForm
              key={editing?.id ?? 'new'}
              row={editing}
              shownName={shownName}
              save={save}
              text={{
                field: editing ? text('renameField', shownName(editing)) : text('newField'),
                submit: text(editing ? 'save' : 'add'),
                cancel: text('cancel'),
                nameRequired: text('nameRequired'),
                saved: text(editing ? 'renamed' : 'added'),
                saveFailed: text('saveFailed'),
              }}
              translate={translate}
              maxLength={maxLength}
              onDone={() => setEditing(null)}
            />
          )}
          <RowProblem problem={removal.problem} onClose={removal.clear} />
          {data.data.length === 0 && empty ? (
            empty
          ) : (
            <SettingsList
              label={listLabel}
              rows={data.data}
              getRowId={(row) => row.id}
              primary={shownName}
              secondary={usage}
              actions={
                canEdit
                  ? (row) => (
                      <EditDeleteActions
                        dense
                        edit={{
                          label: text('renameButton', shownName(row)),
                          onClick: () => setEditing(row),
                        }}
                        remove={{
                          label: text('deleteButton', shownName(row)),
                          onClick: () => void handleDelete(row),
                          disabled: remove.isPending,
                        }}
                      />
                    )
                  : undefined
              }
            />
          )}
        </>
      )}
    </QueryState>
  );
}
