export {
  AssetInvoicesTab,
  AssetPurchaseOrdersTab,
  InvoiceDialog,
  PurchaseOrderDialog,
} from './components/procurement-dialogs.tsx';
export type { ProcurementDialogProps } from './components/document-dialog.tsx';
