/** The purchase-order and invoice dialogs and lists as other screens use them (asset, ticket). */
import { LinkedDocumentsTab, type LinkedDocumentsLabels } from './linked-documents-tab.tsx';
import { DocumentDialog, type ProcurementDialogProps } from './document-dialog.tsx';

export function PurchaseOrderDialog(props: ProcurementDialogProps) {
  return <DocumentDialog kind="purchase_order" {...props} />;
}

export function InvoiceDialog(props: ProcurementDialogProps) {
  return <DocumentDialog kind="invoice" {...props} />;
}

export function AssetPurchaseOrdersTab({ assetId }: { assetId: string }) {
  return <LinkedDocumentsTab kind="purchase_order" link={{ assetId }} />;
}

export function AssetInvoicesTab({ assetId }: { assetId: string }) {
  return <LinkedDocumentsTab kind="invoice" link={{ assetId }} />;
}

export interface TicketDocumentsProps {
  ticketId: string;
  /** The ticket's asset, if any: new documents are linked to it as well, for its cost history. */
  assetId?: string | undefined;
  labels?: LinkedDocumentsLabels | undefined;
}

export function TicketPurchaseOrdersTab({ ticketId, assetId, labels }: TicketDocumentsProps) {
  return <LinkedDocumentsTab kind="purchase_order" link={{ ticketId, assetId }} labels={labels} />;
}

export function TicketInvoicesTab({ ticketId, assetId, labels }: TicketDocumentsProps) {
  return <LinkedDocumentsTab kind="invoice" link={{ ticketId, assetId }} labels={labels} />;
}
