/** Billing: current plan and price, the card on file (and changing it), invoice history. */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import type { TBillingResponse } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@/components/feedback/index.ts';
import { useBillingQuery } from '../../api/billing.ts';
import { formatMoney } from '../../lib/format.ts';
import { InvoiceTable } from './invoice-table.tsx';
import { PaymentMethodDialog } from './payment-method-dialog.tsx';

export interface BillingPanelProps {
  canManage: boolean;
}

function PlanSummary({ billing }: { billing: TBillingResponse }) {
  const { t, i18n } = useTranslation('organisation');
  const subscription = billing.subscription;
  if (!subscription)
    return <EmptyState title={t('billing.noPlanTitle')} description={t('billing.noPlan')} />;
  const price = subscription.plan.is_free
    ? t('billing.free')
    : t(`billing.pricePer.${subscription.billing_period}`, {
        price: formatMoney(subscription.price, subscription.currency, i18n.language),
      });
  return (
    <Box>
      <Typography variant="overline" color="text.secondary">
        {t('billing.currentPlan')}
      </Typography>
      <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
        {subscription.plan.name}
      </Typography>
      <Typography>{price}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`billing.period.${subscription.billing_period}`)}
      </Typography>
    </Box>
  );
}

function CardOnFile({ billing }: { billing: TBillingResponse }) {
  const { t } = useTranslation('organisation');
  const card = billing.payment_method;
  if (!card)
    return <Typography color="text.secondary">{t('billing.paymentMethod.none')}</Typography>;
  const brand = card.brand
    ? t(`billing.brands.${card.brand}`, { defaultValue: card.brand })
    : t('billing.paymentMethod.card');
  const expiry =
    card.exp_month && card.exp_year
      ? `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`
      : null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <CreditCardIcon aria-hidden />
      <Box>
        <Typography sx={{ fontWeight: 600 }}>
          {t('billing.paymentMethod.summary', { brand, last4: card.last4 ?? '····' })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {expiry
            ? t('billing.paymentMethod.expires', { date: expiry })
            : t('billing.paymentMethod.noExpiry')}
        </Typography>
      </Box>
    </Box>
  );
}

export function BillingPanel({ canManage }: BillingPanelProps) {
  const { t } = useTranslation('organisation');
  const billing = useBillingQuery();
  const [changingCard, setChangingCard] = useState(false);

  if (billing.isPending) return <LoadingState label={t('billing.loading')} />;
  if (billing.isError) {
    return <ErrorState message={t('errors.load')} onRetry={() => void billing.refetch()} />;
  }
  const data = billing.data;
  return (
    // minmax(0, …): a wide invoice table scrolls inside its card instead of widening the page.
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Card variant="outlined">
          <CardContent>
            <PlanSummary billing={data} />
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <Typography component="h2" variant="subtitle1">
              {t('billing.paymentMethod.title')}
            </Typography>
            <CardOnFile billing={data} />
            {canManage && data.subscription && data.subscription.status !== 'cancelled' ? (
              <Box>
                <Button variant="outlined" onClick={() => setChangingCard(true)}>
                  {t('billing.paymentMethod.change')}
                </Button>
              </Box>
            ) : null}
          </CardContent>
        </Card>
      </Box>
      <Box component="section" aria-labelledby="invoice-history-title">
        <Typography id="invoice-history-title" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('billing.invoices.title')}
        </Typography>
        {data.invoices_available ? null : (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('billing.invoices.unavailable')}
          </Alert>
        )}
        <InvoiceTable invoices={data.invoices} />
      </Box>
      {changingCard ? <PaymentMethodDialog open onClose={() => setChangingCard(false)} /> : null}
    </Box>
  );
}
