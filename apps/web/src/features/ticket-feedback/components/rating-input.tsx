/**
 * One to five stars as a radio group: a legend names it, each star is a labelled radio
 * ("4 of 5 stars"), arrow keys move between them, and the chosen level is also said in words.
 */
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface RatingInputProps {
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string | null;
  disabled?: boolean;
}

export function RatingInput({ value, onChange, error, disabled }: RatingInputProps) {
  const { t } = useTranslation('ticketFeedback');
  const errorId = useId();
  return (
    <Box
      component="fieldset"
      aria-describedby={error ? errorId : undefined}
      sx={{ border: 0, p: 0, m: 0, mb: 2 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('feedback.rating')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <Rating
          name="rating"
          value={value}
          onChange={(_, next) => onChange(next)}
          getLabelText={(count: number) =>
            `${t('feedback.stars', { count })} (${t(`feedback.levels.${count}`)})`
          }
          size="large"
          disabled={Boolean(disabled)}
          sx={{ fontSize: '2.5rem' }}
        />
        {value !== null && (
          <Typography variant="body2" aria-hidden>
            {t(`feedback.levels.${value}`)}
          </Typography>
        )}
      </Box>
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
