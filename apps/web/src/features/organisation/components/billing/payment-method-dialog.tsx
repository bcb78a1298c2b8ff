/**
 * Change the card the subscription is charged to. With the built-in provider no card is ever
 * charged: a card brand is chosen and recorded for display. With Stripe the card is entered in
 * Stripe's own field (see stripe-card.tsx).
 */
import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@/components/feedback/index.ts';
import { FormDialog } from '@/components/form/index.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useUpdatePaymentMethodMutation } from '../../api/billing.ts';
import { usePlansQuery } from '@/features/auth';
import { StripeCard, type CreatePaymentMethod } from './stripe-card.tsx';

/** Card brands the built-in provider understands (as `pm_card_<brand>` tokens). */
export const BUILTIN_CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover'] as const;

export interface PaymentMethodDialogProps {
  open: boolean;
  onClose: () => void;
}

export function PaymentMethodDialog({ open, onClose }: PaymentMethodDialogProps) {
  const { t } = useTranslation('organisation');
  const notify = useNotify();
  const brandId = useId();
  const setup = usePlansQuery();
  const update = useUpdatePaymentMethodMutation();
  const [brand, setBrand] = useState<string>('visa');
  const [error, setError] = useState<string | null>(null);
  const createPaymentMethod = useRef<CreatePaymentMethod | null>(null);
  const stripeKey =
    setup.data?.payment_provider === 'stripe' ? (setup.data.publishable_key ?? null) : null;
  const builtin = setup.data?.payment_provider === 'builtin';

  const handleSave = async () => {
    setError(null);
    let token: string;
    try {
      if (builtin) token = `pm_card_${brand}`;
      else if (createPaymentMethod.current) token = await createPaymentMethod.current();
      else return;
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : t('errors.generic'));
      return;
    }
    update.mutate(
      { payment_method_token: token },
      {
        onSuccess: () => {
          notify.success(t('billing.paymentMethod.saved'));
          onClose();
        },
        onError: (cause) =>
          setError(
            isApiError(cause)
              ? (cause.errors?.payment_method_token?.[0] ?? cause.message)
              : t('errors.generic'),
          ),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('billing.paymentMethod.changeTitle')}
      onSubmit={handleSave}
      pending={update.isPending}
      error={error}
      submitLabel={t('billing.paymentMethod.save')}
      submitDisabled={!setup.data || (!builtin && !stripeKey)}
      compact
    >
      {setup.isPending ? <LoadingState /> : null}
      {setup.isError ? <Alert severity="error">{t('errors.load')}</Alert> : null}
      {builtin ? (
        <>
          <Alert severity="info">{t('billing.paymentMethod.builtinNotice')}</Alert>
          <FormControl>
            <FormLabel id={brandId}>{t('billing.paymentMethod.brand')}</FormLabel>
            <RadioGroup
              aria-labelledby={brandId}
              value={brand}
              onChange={(event) => setBrand(event.target.value)}
            >
              {BUILTIN_CARD_BRANDS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t(`billing.brands.${value}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
        </>
      ) : null}
      {setup.data?.payment_provider === 'stripe' ? (
        <StripeCard publishableKey={stripeKey} createRef={createPaymentMethod} />
      ) : null}
    </FormDialog>
  );
}
