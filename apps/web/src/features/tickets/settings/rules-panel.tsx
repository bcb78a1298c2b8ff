/**
 * Reopen and rates: how many days a reporter may reopen a completed ticket, when a ticket
 * counts as at risk (share of its SLA target used), the default labour rate and currency, and
 * the PM compliance grace (how long after its due date a PPM task still counts as on time).
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { PPM_GRACE_VALUES, type TPpmGrace, type TTicketSettings } from '@mainstay/contracts';
import { applyFieldErrors, errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useUpdateTicketSettingsMutation } from '../api/sla-settings.ts';

type RuleField = 'reopen_window_days' | 'at_risk_percent' | 'default_hourly_rate' | 'currency';
type Values = Record<RuleField, string>;

const WHOLE = /^\d{1,3}$/;
const MONEY = /^\d{1,6}([.,]\d{1,2})?$/;

/** Each field's problem as an 'sla' key (the server's ranges, checked before sending). */
function problems(values: Values): Partial<Record<RuleField, string>> {
  const found: Partial<Record<RuleField, string>> = {};
  const days = Number(values.reopen_window_days);
  if (!WHOLE.test(values.reopen_window_days) || days > 365)
    found.reopen_window_days = 'validation.reopenDays';
  const percent = Number(values.at_risk_percent);
  if (!WHOLE.test(values.at_risk_percent) || percent < 10 || percent > 95)
    found.at_risk_percent = 'validation.atRisk';
  if (!MONEY.test(values.default_hourly_rate.trim())) found.default_hourly_rate = 'validation.rate';
  if (!/^[A-Z]{3}$/.test(values.currency.trim().toUpperCase()))
    found.currency = 'validation.currency';
  return found;
}

export function RulesPanel({ settings, canEdit }: { settings: TTicketSettings; canEdit: boolean }) {
  const { t } = useTranslation('sla');
  const notify = useNotify();
  const update = useUpdateTicketSettingsMutation();
  const [grace, setGrace] = useState<TPpmGrace>(settings.ppm_grace);
  const [values, setValues] = useState<Values>({
    reopen_window_days: String(settings.reopen_window_days),
    at_risk_percent: String(settings.at_risk_percent),
    default_hourly_rate: String(settings.default_hourly_rate),
    currency: settings.currency,
  });
  const [errors, setErrors] = useState<Partial<Record<RuleField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = problems(values);
    setErrors(
      Object.fromEntries(Object.entries(found).map(([key, message]) => [key, t(message as never)])),
    );
    setProblem(null);
    if (Object.keys(found).length > 0) return;
    try {
      await update.mutateAsync({
        reopen_window_days: Number(values.reopen_window_days),
        at_risk_percent: Number(values.at_risk_percent),
        default_hourly_rate: Number(values.default_hourly_rate.trim().replace(',', '.')),
        currency: values.currency.trim().toUpperCase(),
        ppm_grace: grace,
      });
      notify.success(t('settings.saved'));
    } catch (error) {
      const next: Partial<Record<RuleField, string>> = {};
      const landed = applyFieldErrors(error, (key, message) => {
        if (!(key in values)) return false;
        next[key as RuleField] = message;
        return true;
      });
      if (landed) setErrors(next);
      else setProblem(errorMessage(error, t('settings.saveFailed')));
    }
  }

  const field = (name: RuleField, extra: { hint?: string; numeric?: boolean } = {}) => (
    <TextField
      label={t(`rules.${name}`)}
      value={values[name]}
      onChange={(event) => setValues((previous) => ({ ...previous, [name]: event.target.value }))}
      disabled={!canEdit}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? extra.hint ?? ' '}
      slotProps={{ htmlInput: extra.numeric ? { inputMode: 'decimal' } : { maxLength: 3 } }}
    />
  );

  return (
    <Box
      component="form"
      onSubmit={handleSubmit}
      noValidate
      sx={{ display: 'grid', gap: 2, maxWidth: 420 }}
    >
      {problem && <Alert severity="error">{problem}</Alert>}
      {field('reopen_window_days', { hint: t('rules.reopenHint'), numeric: true })}
      {field('at_risk_percent', { hint: t('rules.atRiskHint'), numeric: true })}
      {field('default_hourly_rate', { hint: t('rules.rateHint'), numeric: true })}
      {field('currency')}
      <TextField
        select
        label={t('rules.ppmGrace')}
        value={grace}
        onChange={(event) => setGrace(event.target.value as TPpmGrace)}
        disabled={!canEdit}
        helperText={t('rules.ppmGraceHint')}
      >
        {PPM_GRACE_VALUES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`rules.graces.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      {canEdit && (
        <Box>
          <Button type="submit" variant="contained" loading={update.isPending}>
            {t('rules.save')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
