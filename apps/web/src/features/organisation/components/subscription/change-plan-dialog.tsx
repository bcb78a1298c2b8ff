/**
 * Upgrade or downgrade: the plans on offer for the chosen billing period. A plan whose seat limit
 * is below the users already in the organisation is shown but cannot be chosen (the server
 * refuses it too, saying how many users must be removed).
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { TBillingResponse, TPlan } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form/index.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useChangePlanMutation } from '../../api/billing.ts';
import { formatMoney } from '../../lib/format.ts';

type Period = 'monthly' | 'yearly';

export interface ChangePlanDialogProps {
  billing: TBillingResponse;
  open: boolean;
  onClose: () => void;
}

function PlanOption({
  plan,
  period,
  seatsUsed,
}: {
  plan: TPlan;
  period: Period;
  seatsUsed: number;
}) {
  const { t, i18n } = useTranslation('organisation');
  const amount = period === 'yearly' ? plan.price_yearly : plan.price_monthly;
  const price = plan.is_free
    ? t('billing.free')
    : t(`billing.pricePer.${period}`, { price: formatMoney(amount, plan.currency, i18n.language) });
  const tooSmall = plan.seat_limit !== null && seatsUsed > plan.seat_limit;
  return (
    <Box sx={{ py: 0.5 }}>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {plan.name}
      </Typography>{' '}
      <Typography component="span">{price}</Typography>
      <Typography variant="body2" color="text.secondary">
        {plan.seat_limit === null
          ? t('subscription.seats.unlimitedPlan')
          : t('subscription.seats.planLimit', { limit: plan.seat_limit })}
      </Typography>
      {tooSmall ? (
        <Typography variant="body2" color="warning.main">
          {t('subscription.changePlan.tooSmall', { number: seatsUsed - (plan.seat_limit ?? 0) })}
        </Typography>
      ) : null}
    </Box>
  );
}

export function ChangePlanDialog({ billing, open, onClose }: ChangePlanDialogProps) {
  const { t } = useTranslation('organisation');
  const notify = useNotify();
  const change = useChangePlanMutation();
  const current = billing.subscription;
  const [period, setPeriod] = useState<Period>(current?.billing_period ?? 'monthly');
  const [planId, setPlanId] = useState(current?.plan.id ?? '');
  const [error, setError] = useState<string | null>(null);
  const unchanged = planId === current?.plan.id && period === current.billing_period;

  const handleSubmit = () => {
    setError(null);
    change.mutate(
      { plan_id: planId, billing_period: period },
      {
        onSuccess: () => {
          notify.success(t('subscription.changePlan.done'));
          onClose();
        },
        onError: (cause) => setError(isApiError(cause) ? cause.message : t('errors.generic')),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('subscription.changePlan.title')}
      onSubmit={handleSubmit}
      pending={change.isPending}
      error={error}
      submitLabel={t('subscription.changePlan.confirm')}
      submitDisabled={!planId || unchanged}
      compact
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={period}
        onChange={(_, value: Period | null) => value && setPeriod(value)}
        aria-label={t('subscription.changePlan.period')}
      >
        <ToggleButton value="monthly">{t('billing.period.monthly')}</ToggleButton>
        <ToggleButton value="yearly">{t('billing.period.yearly')}</ToggleButton>
      </ToggleButtonGroup>
      <RadioGroup
        aria-label={t('subscription.changePlan.plans')}
        value={planId}
        onChange={(event) => setPlanId(event.target.value)}
      >
        {billing.plans.map((plan) => (
          <FormControlLabel
            key={plan.id}
            value={plan.id}
            disabled={plan.seat_limit !== null && billing.seats_used > plan.seat_limit}
            control={<Radio />}
            label={<PlanOption plan={plan} period={period} seatsUsed={billing.seats_used} />}
            sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { mt: 0.5 } }}
          />
        ))}
      </RadioGroup>
    </FormDialog>
  );
}
