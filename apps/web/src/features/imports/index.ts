export { ImportDialog } from './components/import-dialog.tsx';
export type { ImportDialogProps } from './components/import-dialog.tsx';
