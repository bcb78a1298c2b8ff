/** The tabs of the asset page, in order (the first is the default); the chosen one is kept in ?tab=. */
export const ASSET_TABS = [
  'overview',
  'components',
  'meters',
  'documents',
  'invoices',
  'purchase_orders',
  'maintenance',
  'qr',
] as const;
export type AssetTab = (typeof ASSET_TABS)[number];
