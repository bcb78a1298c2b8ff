export { bindList, type ListQueryResult } from './bind-list.ts';
export { BulkActions } from './bulk-actions.tsx';
export type { BulkAction, BulkActionsProps, BulkConfirm } from './bulk-actions.tsx';
export { BulkActionsBar } from './bulk-actions-bar.tsx';
export type { BulkActionsBarProps } from './bulk-actions-bar.tsx';
export { BulkChoiceDialog, ChoiceField } from './bulk-choice-dialog.tsx';
export type {
  BulkChoiceDialogProps,
  BulkChoiceProps,
  ChoiceFieldProps,
} from './bulk-choice-dialog.tsx';
export { BulkOutcomeDialog } from './bulk-outcome-dialog.tsx';
export type { BulkOutcome, BulkOutcomeDialogProps } from './bulk-outcome-dialog.tsx';
export { useBulkRunner } from './bulk-runner.ts';
export type { BulkRunner, BulkRunnerOptions, BulkSelection } from './bulk-runner.ts';
export { CardList } from './card-list.tsx';
export type { CardListProps } from './card-list.tsx';
export { createdColumn, linkColumn, numberColumn, ROW_LINK_ATTRIBUTE } from './columns.tsx';
export type { LinkColumnOptions, NumberColumnOptions } from './columns.tsx';
export { ColumnChooser } from './column-chooser.tsx';
export type { ColumnChooserProps } from './column-chooser.tsx';
export { ConfirmDialog } from './confirm-dialog.tsx';
export type { ConfirmDialogProps } from './confirm-dialog.tsx';
export { DataTable } from './data-table.tsx';
export type { DataTableProps } from './data-table.tsx';
export { downloadFromApi, fileNameFromDisposition } from './download.ts';
export { ExportButton } from './export-button.tsx';
export type { ExportButtonProps, ExportFileFormat } from './export-button.tsx';
export {
  bindFilter,
  DateFilter,
  FilterSelect,
  MultiFilterSelect,
  namedOptions,
  optionsOf,
  TextFilter,
} from './filter-controls.tsx';
export type { FilterOption, FilterSelectProps } from './filter-controls.tsx';
export { ListCardHeader } from './list-card-header.tsx';
export type { ListCardHeaderProps } from './list-card-header.tsx';
export { ListPage } from './list-page.tsx';
export type { ListPageAction, ListPageProps, ListPageText } from './list-page.tsx';
export { ListPagination, paging } from './list-pagination.tsx';
export type { ListPaginationProps } from './list-pagination.tsx';
export { bindSearch, ListToolbar, SEARCH_DEBOUNCE_MS } from './list-toolbar.tsx';
export type { ListToolbarProps } from './list-toolbar.tsx';
export { NameForm, nameToSave } from './name-form.tsx';
export type { NamedListRow, NameFormProps } from './name-form.tsx';
export { NamedListPanel } from './named-list-panel.tsx';
export type { NamedListPanelProps, NamedListText } from './named-list-panel.tsx';
export { MenuButton } from './menu-button.tsx';
export type { MenuButtonProps } from './menu-button.tsx';
export { noRows, QueryState } from './query-state.tsx';
export type { QueryLike, QueryStateProps } from './query-state.tsx';
export { EditDeleteActions, RowAction } from './row-action.tsx';
export type { EditDeleteActionsProps, RowActionProps } from './row-action.tsx';
export { RowProblem, SettingsList, useRowProblem } from './settings-list.tsx';
export type { SettingsListProps } from './settings-list.tsx';
export { SimpleTable } from './simple-table.tsx';
export type { SimpleTableProps } from './simple-table.tsx';
export { TruncatedText } from './truncated-text.tsx';
export type { TruncatedTextProps } from './truncated-text.tsx';
export type { DataCardLayout, DataColumn } from './types.ts';
export { useColumnVisibility } from './use-column-visibility.ts';
export { PAGE_SIZES, useListParams, useLocalListParams } from './use-list-params.ts';
export type { ListParams, ListParamsApi, ListParamsConfig, SortOrder } from './use-list-params.ts';
