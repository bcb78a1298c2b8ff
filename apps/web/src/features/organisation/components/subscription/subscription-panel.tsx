/**
 * Subscription status: plan, status, renewal or trial-end date, seats used of the limit, and
 * (for those who manage the organisation) change plan, cancel at period end and resume.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { TBillingResponse, TSubscription } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@/components/feedback/index.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useNotify } from '@/lib/notifications.tsx';
import {
  useBillingQuery,
  useCancelSubscriptionMutation,
  useResumeSubscriptionMutation,
} from '../../api/billing.ts';
import { formatDate } from '../../lib/format.ts';
import { ConfirmDialog } from '@/components/data-table';
import { ChangePlanDialog } from './change-plan-dialog.tsx';

const STATUS_COLOUR = {
  trialing: 'info',
  active: 'success',
  past_due: 'warning',
  cancelled: 'default',
} as const;

function DateLine({ subscription }: { subscription: TSubscription }) {
  const { t, i18n } = useTranslation('organisation');
  const date = (iso: string) => formatDate(iso, i18n.language);
  if (subscription.status === 'cancelled') return <>{t('subscription.ended')}</>;
  if (subscription.cancel_at_period_end && subscription.current_period_end)
    return <>{t('subscription.accessUntil', { date: date(subscription.current_period_end) })}</>;
  if (subscription.status === 'trialing' && subscription.trial_ends_at)
    return <>{t('subscription.trialEnds', { date: date(subscription.trial_ends_at) })}</>;
  if (subscription.current_period_end)
    return <>{t('subscription.renews', { date: date(subscription.current_period_end) })}</>;
  return <>{t('subscription.noRenewal')}</>;
}

function Seats({ billing }: { billing: TBillingResponse }) {
  const { t } = useTranslation('organisation');
  const { seats_used: used, seat_limit: limit } = billing;
  const label =
    limit === null
      ? t('subscription.seats.unlimited', { used })
      : t('subscription.seats.used', { used, limit });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h2" variant="subtitle1">
        {t('subscription.seats.title')}
      </Typography>
      <Typography>{label}</Typography>
      {limit !== null ? (
        <LinearProgress
          variant="determinate"
          value={Math.min(100, (used / Math.max(limit, 1)) * 100)}
          color={used >= limit ? 'warning' : 'primary'}
          aria-label={t('subscription.seats.title')}
          aria-valuetext={label}
          sx={{ blockSize: 8, borderRadius: 4 }}
        />
      ) : null}
    </Box>
  );
}

export interface SubscriptionPanelProps {
  canManage: boolean;
}

export function SubscriptionPanel({ canManage }: SubscriptionPanelProps) {
  const { t, i18n } = useTranslation('organisation');
  const notify = useNotify();
  const billing = useBillingQuery();
  const cancel = useCancelSubscriptionMutation();
  const resume = useResumeSubscriptionMutation();
  const [dialog, setDialog] = useState<'plan' | 'cancel' | null>(null);
  const failed = (error: unknown) =>
    notify.error(isApiError(error) && error.status !== 0 ? error.message : t('errors.generic'));

  if (billing.isPending) return <LoadingState label={t('billing.loading')} />;
  if (billing.isError) {
    return <ErrorState message={t('errors.load')} onRetry={() => void billing.refetch()} />;
  }
  const data = billing.data;
  const subscription = data.subscription;
  if (!subscription)
    return <EmptyState title={t('billing.noPlanTitle')} description={t('billing.noPlan')} />;
  const live = subscription.status !== 'cancelled';
  const periodEnd = subscription.current_period_end;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 1.5 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
              {subscription.plan.name}
            </Typography>
            <Chip
              color={STATUS_COLOUR[subscription.status]}
              label={t(`subscription.status.${subscription.status}`)}
            />
            {subscription.cancel_at_period_end && live ? (
              <Chip variant="outlined" color="warning" label={t('subscription.cancelling')} />
            ) : null}
          </Box>
          <Typography color="text.secondary">
            <DateLine subscription={subscription} />
          </Typography>
          {canManage && live ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              <Button variant="contained" onClick={() => setDialog('plan')}>
                {t('subscription.changePlan.open')}
              </Button>
              {subscription.cancel_at_period_end ? (
                <Button
                  variant="outlined"
                  loading={resume.isPending}
                  onClick={() =>
                    resume.mutate(undefined, {
                      onSuccess: () => notify.success(t('subscription.resumed')),
                      onError: failed,
                    })
                  }
                >
                  {t('subscription.resume')}
                </Button>
              ) : (
                <Button color="error" onClick={() => setDialog('cancel')}>
                  {t('subscription.cancel')}
                </Button>
              )}
            </Box>
          ) : null}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Seats billing={data} />
        </CardContent>
      </Card>
      {dialog === 'plan' ? (
        <ChangePlanDialog billing={data} open onClose={() => setDialog(null)} />
      ) : null}
      <ConfirmDialog
        open={dialog === 'cancel'}
        title={t('subscription.cancelTitle')}
        confirmLabel={t('subscription.cancelConfirm')}
        destructive
        loading={cancel.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              setDialog(null);
              notify.success(t('subscription.cancelled'));
            },
            onError: (error) => {
              setDialog(null);
              failed(error);
            },
          })
        }
        cancelLabel={t('actions.keep')}
        message={
          periodEnd
            ? t('subscription.cancelText', { date: formatDate(periodEnd, i18n.language) })
            : t('subscription.cancelNowText')
        }
      />
    </Box>
  );
}
