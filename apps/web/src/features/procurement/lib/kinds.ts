/**
 * The two kinds of document the procurement screens handle, with what differs between them:
 * the API path, the statuses and the moves between them (from the shared contracts), the
 * statuses that lock the amounts, and the status buttons of the dialog.
 */
import {
  INVOICE_LOCKED_STATUSES,
  INVOICE_STATUS_VALUES,
  INVOICE_TRANSITIONS,
  PURCHASE_ORDER_LOCKED_STATUSES,
  PURCHASE_ORDER_STATUS_VALUES,
  PURCHASE_ORDER_TRANSITIONS,
  procurementEndpoints as endpoints,
} from '@mainstay/contracts';

export type ProcurementKind = 'purchase_order' | 'invoice';

export interface StatusAction {
  /** The status the button moves to. */
  status: string;
  /** Translation key of the button (namespace 'procurement'). */
  label: string;
  /** Approving needs (manage, assets); the rest (write, assets). */
  needsManage?: boolean;
  /** Asks for an optional note first (a dispute's reason). */
  withNote?: boolean;
  destructive?: boolean;
}

/** The operations of each kind, side by side so screens can call either. */
const PURCHASE_ORDER_API = {
  list: endpoints.listPurchaseOrders,
  create: endpoints.createPurchaseOrder,
  get: endpoints.getPurchaseOrder,
  update: endpoints.updatePurchaseOrder,
  remove: endpoints.deletePurchaseOrder,
  move: endpoints.movePurchaseOrder,
  setFile: endpoints.setPurchaseOrderFile,
  removeFile: endpoints.deletePurchaseOrderFile,
};
const INVOICE_API = {
  list: endpoints.listInvoices,
  create: endpoints.createInvoice,
  get: endpoints.getInvoice,
  update: endpoints.updateInvoice,
  remove: endpoints.deleteInvoice,
  move: endpoints.moveInvoice,
  setFile: endpoints.setInvoiceFile,
  removeFile: endpoints.deleteInvoiceFile,
};

export interface KindConfig {
  api: typeof PURCHASE_ORDER_API | typeof INVOICE_API;
  statuses: readonly string[];
  transitions: Readonly<Record<string, readonly string[]>>;
  locked: readonly string[];
  actions: readonly StatusAction[];
  /** Translation key prefix of the kind's own words ('purchaseOrder' or 'invoice'). */
  words: 'purchaseOrder' | 'invoice';
}

export const KINDS: Record<ProcurementKind, KindConfig> = {
  purchase_order: {
    api: PURCHASE_ORDER_API,
    statuses: PURCHASE_ORDER_STATUS_VALUES,
    transitions: PURCHASE_ORDER_TRANSITIONS,
    locked: PURCHASE_ORDER_LOCKED_STATUSES,
    words: 'purchaseOrder',
    actions: [
      { status: 'sent', label: 'statusActions.send' },
      { status: 'approved', label: 'statusActions.approve', needsManage: true },
      { status: 'received', label: 'statusActions.markReceived' },
      { status: 'cancelled', label: 'statusActions.cancelOrder', destructive: true },
    ],
  },
  invoice: {
    api: INVOICE_API,
    statuses: INVOICE_STATUS_VALUES,
    transitions: INVOICE_TRANSITIONS,
    locked: INVOICE_LOCKED_STATUSES,
    words: 'invoice',
    actions: [
      { status: 'received', label: 'statusActions.receive' },
      { status: 'approved', label: 'statusActions.approve', needsManage: true },
      { status: 'paid', label: 'statusActions.markPaid' },
      { status: 'disputed', label: 'statusActions.dispute', withNote: true, destructive: true },
    ],
  },
};

/** The status buttons to show: legal from `status` and allowed to this user. */
export function availableActions(
  kind: ProcurementKind,
  status: string,
  can: { write: boolean; manage: boolean },
): StatusAction[] {
  const config = KINDS[kind];
  const next = config.transitions[status] ?? [];
  return config.actions.filter(
    (action) => next.includes(action.status) && (action.needsManage ? can.manage : can.write),
  );
}
