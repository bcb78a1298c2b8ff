/** The four steps of an import; on phones only the current step's name is shown. */
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/components/feedback';

export const STEPS = ['upload', 'map', 'validate', 'import'] as const;

export function ImportStepper({ step }: { step: number }) {
  const { t } = useTranslation('imports');
  return (
    <>
      <Stepper activeStep={step} aria-label={t('steps.label')} sx={{ mb: 3 }}>
        {STEPS.map((name, index) => (
          <Step key={name} completed={index < step}>
            <StepLabel
              aria-current={index === step ? 'step' : undefined}
              sx={{
                '& .MuiStepLabel-labelContainer': {
                  display: { xs: index === step ? 'block' : 'none', sm: 'block' },
                },
              }}
            >
              {t(`steps.${name}`)}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <div style={visuallyHidden} aria-live="polite">
        {t('steps.current', {
          number: step + 1,
          total: STEPS.length,
          name: t(`steps.${STEPS[step]}`),
        })}
      </div>
    </>
  );
}
