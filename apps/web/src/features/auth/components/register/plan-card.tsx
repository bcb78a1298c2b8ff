/** One plan as a selectable card: name, price for the chosen period, seats and features. */
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import type { TPlan } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';

export type BillingPeriod = 'monthly' | 'yearly';

export interface PlanCardProps {
  plan: TPlan;
  period: BillingPeriod;
  selected: boolean;
}

export function formatPrice(amount: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    // An unknown currency code: show the number and the code rather than nothing.
    return `${amount} ${currency}`;
  }
}

export function PlanCard({ plan, period, selected }: PlanCardProps) {
  const { t, i18n } = useTranslation('auth');
  const amount = period === 'yearly' ? plan.price_yearly : plan.price_monthly;
  const price = plan.is_free
    ? t('register.plan.free')
    : formatPrice(amount, plan.currency, i18n.language);

  return (
    <Card
      variant="outlined"
      sx={{
        p: 2,
        height: '100%',
        borderWidth: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <FormControlLabel
        value={plan.id}
        control={<Radio />}
        label={
          <Typography component="span" variant="h6" sx={{ fontWeight: 600 }}>
            {plan.name}
          </Typography>
        }
        sx={{ m: 0 }}
      />
      {plan.description ? (
        <Typography variant="body2" color="text.secondary">
          {plan.description}
        </Typography>
      ) : null}
      <Box>
        <Typography component="span" variant="h5" sx={{ fontWeight: 700 }}>
          {price}
        </Typography>
        {plan.is_free ? null : (
          <Typography component="span" color="text.secondary">
            {' '}
            {t(period === 'yearly' ? 'register.plan.perYear' : 'register.plan.perMonth')}
          </Typography>
        )}
      </Box>
      <Typography variant="body2">
        {plan.seat_limit === null
          ? t('register.plan.unlimitedSeats')
          : t('register.plan.seats', { limit: plan.seat_limit })}
      </Typography>
      {plan.trial_days > 0 ? (
        <Typography variant="body2" color="success.main">
          {t('register.plan.trial', { days: plan.trial_days })}
        </Typography>
      ) : null}
      <List dense disablePadding aria-label={t('register.plan.featuresOf', { plan: plan.name })}>
        {plan.features.map((feature) => (
          <ListItem key={feature} disableGutters sx={{ alignItems: 'flex-start' }}>
            <ListItemIcon sx={{ minWidth: 28, mt: 0.5 }}>
              <CheckIcon fontSize="small" color="primary" />
            </ListItemIcon>
            <ListItemText primary={feature} />
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
