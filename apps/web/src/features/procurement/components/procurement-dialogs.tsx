/** The purchase-order and invoice dialogs as other screens use them (asset page, tickets). */
import { AssetDocumentsTab } from './asset-documents-tab.tsx';
import { DocumentDialog, type ProcurementDialogProps } from './document-dialog.tsx';

export function PurchaseOrderDialog(props: ProcurementDialogProps) {
  return <DocumentDialog kind="purchase_order" {...props} />;
}

export function InvoiceDialog(props: ProcurementDialogProps) {
  return <DocumentDialog kind="invoice" {...props} />;
}

export function AssetPurchaseOrdersTab({ assetId }: { assetId: string }) {
  return <AssetDocumentsTab kind="purchase_order" assetId={assetId} />;
}

export function AssetInvoicesTab({ assetId }: { assetId: string }) {
  return <AssetDocumentsTab kind="invoice" assetId={assetId} />;
}
