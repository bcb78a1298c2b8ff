/**
 * Occurrences ahead as a list that wraps on a phone: the day each is due (with its weekday), a
 * note when the working calendar moved it from the rule's date, or that it is skipped and why.
 * The overview's next occurrences and the forecast's months show them alike.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TPpmOccurrencePlan } from '@mainstay/contracts';
import { formatLocalDate } from '../lib/describe-rule.ts';

export function OccurrenceLine({ plan }: { plan: TPpmOccurrencePlan }) {
  const { t, i18n } = useTranslation(['ppmSchedule', 'ppm']);
  const language = i18n.language;
  const day = plan.due_date ?? plan.date;
  const moved = plan.due_date !== null && plan.due_date !== plan.date;
  const skipped = plan.due_date === null || plan.skip_reason !== null;
  return (
    <>
      <Typography
        variant="body2"
        component="span"
        sx={{
          fontWeight: skipped ? 400 : 600,
          color: skipped ? 'text.secondary' : 'text.primary',
          textDecoration: skipped ? 'line-through' : 'none',
        }}
      >
        {formatLocalDate(day, language, true)}
      </Typography>
      {moved && (
        <Typography variant="caption" component="span" color="text.secondary">
          {t('occurrence.movedFrom', { date: formatLocalDate(plan.date, language) })}
        </Typography>
      )}
      {skipped && (
        <Chip
          size="small"
          variant="outlined"
          color="warning"
          label={t('occurrence.skipped', {
            reason: plan.skip_reason
              ? t(`ppm:skipReasons.${plan.skip_reason}`)
              : t('occurrence.noReason'),
          })}
        />
      )}
    </>
  );
}

export function OccurrenceList({
  plans,
  label,
}: {
  plans: readonly TPpmOccurrencePlan[];
  label: string;
}) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {plans.map((plan) => (
        <Box
          component="li"
          key={`${plan.index}-${plan.date}`}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 1,
            rowGap: 0.5,
            py: 0.75,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <OccurrenceLine plan={plan} />
        </Box>
      ))}
    </Box>
  );
}
