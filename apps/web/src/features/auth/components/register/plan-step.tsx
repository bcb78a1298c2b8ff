/**
 * Step 4: plan and payment. Plans come from the server; the card field appears only when the
 * Stripe provider runs with a publishable key and the plan needs a card. The built-in provider
 * (self-hosting) records the subscription without charging anything.
 */
import { Suspense, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { TPlan, TPlansResponse } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { useJourneyNotify } from '@/lib/notifications.tsx';
import { startSession } from '../../api/login.ts';
import { BUILTIN_PAYMENT_TOKEN, usePaymentMutation } from '../../api/payment.ts';
import { usePlansQuery } from '../../api/plans.ts';
import {
  SIGN_UP_JOURNEY,
  updateRegistration,
  useRegistration,
} from '../../registration/registration-store.ts';
import { PlanCard, type BillingPeriod } from './plan-card.tsx';
import { StripeCardField } from '../lazy-views.tsx';
import type { CreatePaymentMethod } from './stripe-card-field.tsx';
import { errorMessage } from '@/lib/form-errors.ts';

type CardMode = 'none' | 'stripe' | 'builtin' | 'unavailable';

function cardModeFor(plan: TPlan | undefined, data: TPlansResponse | undefined): CardMode {
  if (!plan || !data || plan.is_free || plan.trial_days > 0) return 'none';
  if (data.payment_provider === 'builtin') return 'builtin';
  return data.publishable_key ? 'stripe' : 'unavailable';
}

export function PlanStep() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const notify = useJourneyNotify(SIGN_UP_JOURNEY);
  const { userId, secret } = useRegistration();
  const plans = usePlansQuery();
  const payment = usePaymentMutation();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const [planId, setPlanId] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const createPaymentMethod = useRef<CreatePaymentMethod | null>(null);

  const { isError, errorUpdatedAt } = plans;
  useEffect(() => {
    if (isError) notify.error(t('errors:auth.plansFailed'));
  }, [isError, errorUpdatedAt, notify, t]);

  const list = plans.data?.plans ?? [];
  const selected = list.find((plan) => plan.id === planId) ?? list[0];
  const mode = cardModeFor(selected, plans.data);

  const handlePay = async () => {
    setFormError(null);
    if (!userId || !secret) return setFormError(t('errors:auth.userIdMissing'));
    if (!selected) return;
    try {
      let token: string | undefined;
      if (mode === 'builtin') token = BUILTIN_PAYMENT_TOKEN;
      if (mode === 'stripe') {
        if (!createPaymentMethod.current) throw new Error(t('register.plan.cardNotReady'));
        token = await createPaymentMethod.current();
      }
      const result = await payment.mutateAsync({
        user_id: userId,
        sign_up_secret: secret,
        plan_id: selected.id,
        billing_period: period,
        ...(token ? { payment_method_token: token } : {}),
      });
      notify.success(t('common:success.paymentProcessed'));
      // The step first: a signed-in user still on the payment step is sent to the dashboards.
      // The sign-up is complete and its secret spent: nothing keeps it.
      updateRegistration({ step: 'invite', secret: null });
      startSession(result);
    } catch (error) {
      const fallback = t('errors:auth.paymentFailed');
      const text =
        error instanceof Error && !('status' in error) && error.message
          ? error.message
          : errorMessage(error, fallback) || fallback;
      setFormError(text);
      notify.error(text);
    }
  };

  if (plans.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('register.plan.loading')} />
      </Box>
    );
  }
  if (plans.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void plans.refetch()}>
            {t('register.plan.retry')}
          </Button>
        }
      >
        {t('errors:auth.plansFailed')}
      </Alert>
    );
  }

  return (
    <Stack spacing={3}>
      <ToggleButtonGroup
        exclusive
        value={period}
        onChange={(_event, value: BillingPeriod | null) => value && setPeriod(value)}
        aria-label={t('register.plan.period')}
        size="small"
        sx={{ alignSelf: 'center' }}
      >
        <ToggleButton value="monthly">{t('register.plan.monthly')}</ToggleButton>
        <ToggleButton value="yearly">{t('register.plan.yearly')}</ToggleButton>
      </ToggleButtonGroup>
      <RadioGroup
        aria-label={t('register.plan.choose')}
        value={selected?.id ?? ''}
        onChange={(event) => setPlanId(event.target.value)}
      >
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            // As many plans side by side as the card's width holds (four in the sign-up card).
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(180px, 100%), 1fr))',
          }}
        >
          {list.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              period={period}
              selected={plan.id === selected?.id}
            />
          ))}
        </Box>
      </RadioGroup>
      {mode === 'builtin' ? <Alert severity="info">{t('register.plan.builtinNote')}</Alert> : null}
      {mode === 'unavailable' ? (
        <Alert severity="warning">{t('register.plan.cardUnavailable')}</Alert>
      ) : null}
      {mode === 'stripe' && plans.data.publishable_key ? (
        <Suspense fallback={<CircularProgress size={24} aria-label={t('register.plan.loading')} />}>
          <StripeCardField
            publishableKey={plans.data.publishable_key}
            createRef={createPaymentMethod}
          />
        </Suspense>
      ) : null}
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <Button
        variant="contained"
        size="large"
        onClick={handlePay}
        loading={payment.isPending}
        disabled={!selected}
      >
        {t(mode === 'none' ? 'register.plan.start' : 'register.plan.pay')}
      </Button>
    </Stack>
  );
}
