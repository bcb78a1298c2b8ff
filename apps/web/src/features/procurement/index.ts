export {
  AssetInvoicesTab,
  AssetPurchaseOrdersTab,
  InvoiceDialog,
  PurchaseOrderDialog,
  TicketInvoicesTab,
  TicketPurchaseOrdersTab,
  type TicketDocumentsProps,
} from './components/procurement-dialogs.tsx';
export type { LinkedDocumentsLabels } from './components/linked-documents-tab.tsx';
export type { ProcurementDialogProps } from './components/document-dialog.tsx';
