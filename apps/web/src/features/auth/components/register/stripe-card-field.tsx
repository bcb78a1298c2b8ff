/**
 * The Stripe Elements card field, loaded on demand and only when the server runs the Stripe
 * provider with a publishable key. It registers a function the plan step calls to turn the card
 * into a payment-method id. Stripe's script comes from js.stripe.com, which the server's
 * Content-Security-Policy must allow for this to load.
 */
import { useEffect, useMemo, type MutableRefObject } from 'react';
import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import { useTheme } from '@mui/material/styles';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useTranslation } from 'react-i18next';

export type CreatePaymentMethod = () => Promise<string>;

export interface StripeCardFieldProps {
  publishableKey: string;
  /** Receives the function that creates the payment method from the card entered. */
  createRef: MutableRefObject<CreatePaymentMethod | null>;
}

const stripes = new Map<string, Promise<Stripe | null>>();

function stripeFor(key: string): Promise<Stripe | null> {
  let stripe = stripes.get(key);
  if (!stripe) {
    stripe = loadStripe(key);
    stripes.set(key, stripe);
  }
  return stripe;
}

function CardInput({ createRef }: Pick<StripeCardFieldProps, 'createRef'>) {
  const { t } = useTranslation('auth');
  const theme = useTheme();
  const stripe = useStripe();
  const elements = useElements();

  useEffect(() => {
    createRef.current = async () => {
      const card = elements?.getElement(CardElement);
      if (!stripe || !card) throw new Error(t('register.plan.cardNotReady'));
      const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
      if (error || !paymentMethod)
        throw new Error(error?.message ?? t('register.plan.cardNotReady'));
      return paymentMethod.id;
    };
    return () => {
      createRef.current = null;
    };
  }, [createRef, elements, stripe, t]);

  return (
    <Box>
      <FormLabel component="p" sx={{ mb: 1 }}>
        {t('register.plan.card')}
      </FormLabel>
      <Box
        sx={{
          p: 1.75,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: 'primary.main' },
        }}
      >
        <CardElement
          options={{
            hidePostalCode: false,
            style: {
              base: {
                color: theme.palette.text.primary,
                fontFamily: theme.typography.fontFamily,
                '::placeholder': { color: theme.palette.text.secondary },
              },
              invalid: { color: theme.palette.error.main },
            },
          }}
        />
      </Box>
    </Box>
  );
}

export default function StripeCardField({ publishableKey, createRef }: StripeCardFieldProps) {
  const { i18n } = useTranslation();
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements
      stripe={stripe}
      options={{ locale: i18n.language as 'en' | 'fr' | 'ar' }}
      key={i18n.language}
    >
      <CardInput createRef={createRef} />
    </Elements>
  );
}
