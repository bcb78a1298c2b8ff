/** The card field for changing the payment method: the sign-up wizard's Stripe field, reused. */
import { Suspense, type MutableRefObject } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { StripeCardField, type CreatePaymentMethod } from '@/features/auth';

export type { CreatePaymentMethod };

export interface StripeCardProps {
  publishableKey: string | null;
  createRef: MutableRefObject<CreatePaymentMethod | null>;
}

export function StripeCard({ publishableKey, createRef }: StripeCardProps) {
  const { t } = useTranslation('organisation');
  if (!publishableKey) {
    return <Alert severity="info">{t('billing.paymentMethod.stripeUnavailable')}</Alert>;
  }
  return (
    <Suspense
      fallback={<CircularProgress size={24} aria-label={t('billing.paymentMethod.loading')} />}
    >
      <StripeCardField publishableKey={publishableKey} createRef={createRef} />
    </Suspense>
  );
}
