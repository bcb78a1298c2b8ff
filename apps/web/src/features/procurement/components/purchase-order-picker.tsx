/** An invoice's purchase order: one of the ticket's (or else the asset's) orders, or none. */
import MenuItem from '@mui/material/MenuItem';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDocumentsQuery } from '../api/list-documents.ts';
import type { TDocumentForm } from '../schemas/document-form-schema.ts';
import { FormTextField } from './form-fields.tsx';

export function PurchaseOrderPicker({
  control,
  assetId,
  ticketId = null,
  current,
  disabled = false,
}: {
  control: Control<TDocumentForm>;
  assetId: string | null;
  ticketId?: string | null;
  /** The order the invoice refers to now, offered even before the list arrives. */
  current: { id: string; number: string } | null;
  disabled?: boolean;
}) {
  const { t } = useTranslation('procurement');
  const orders = useDocumentsQuery('purchase_order', {
    per_page: 100,
    sort: 'issue_date',
    order: 'desc',
    ...(ticketId ? { ticket_id: ticketId } : assetId ? { asset_id: assetId } : {}),
  });
  const options = orders.data?.data ?? [];
  return (
    <FormTextField
      control={control}
      name="purchase_order_id"
      select
      label={t('fields.purchaseOrder')}
      disabled={disabled}
      hint={orders.isError ? t('fields.purchaseOrdersFailed') : undefined}
    >
      <MenuItem value="">{t('fields.noPurchaseOrder')}</MenuItem>
      {current && !options.some((order) => order.id === current.id) ? (
        <MenuItem value={current.id}>{current.number}</MenuItem>
      ) : null}
      {options.map((order) => (
        <MenuItem key={order.id} value={order.id}>
          {`${order.number} · ${order.supplier.name}`}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
