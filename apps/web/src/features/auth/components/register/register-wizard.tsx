/**
 * The sign-up wizard (spec section 4): a visible stepper over account, e-mail code, company,
 * plan and payment, team invitations and done. The step lives in the registration store, so a
 * reload lands where the user was.
 */
import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useJourneyStep } from '@/lib/notifications.tsx';
import {
  REGISTRATION_STEPS,
  SIGN_UP_JOURNEY,
  useRegistration,
  type RegistrationStep,
} from '../../registration/registration-store.ts';
import { AccountStep } from './account-step.tsx';
import { CompanyStep } from './company-step.tsx';
import { DoneStep } from './done-step.tsx';
import { InviteStep } from './invite-step.tsx';
import { PlanStep } from './plan-step.tsx';
import { VerifyEmailStep } from './verify-email-step.tsx';

/** Hidden on screen, still read by assistive technology (in `sx`, 1 alone would mean 100%). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const STEP_VIEWS: Record<RegistrationStep, ComponentType> = {
  account: AccountStep,
  verify: VerifyEmailStep,
  company: CompanyStep,
  payment: PlanStep,
  invite: InviteStep,
  done: DoneStep,
};

export function RegisterWizard() {
  const { t } = useTranslation('auth');
  const { step } = useRegistration();
  const active = REGISTRATION_STEPS.indexOf(step);
  const View = STEP_VIEWS[step];
  // An error of a finished step (a wrong code, since corrected) does not follow into the next.
  useJourneyStep(SIGN_UP_JOURNEY, step);

  return (
    <Box>
      <Stepper
        activeStep={active}
        alternativeLabel
        aria-label={t('register.stepper')}
        component="ol"
        sx={(theme) => ({
          mb: 3,
          p: 0,
          '& .MuiStep-root': { px: { xs: 0.25, sm: 1 } },
          // Below 600 px only the current step keeps a visible label; the others stay readable
          // to assistive technology.
          [theme.breakpoints.down('sm')]: {
            '& .MuiStepLabel-label:not(.Mui-active)': VISUALLY_HIDDEN,
          },
        })}
      >
        {REGISTRATION_STEPS.map((key, index) => (
          <Step key={key} component="li" aria-current={index === active ? 'step' : undefined}>
            <StepLabel>{t(`register.steps.${key}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {t('register.stepOf', { current: active + 1, total: REGISTRATION_STEPS.length })}
      </Typography>
      <Typography variant="h6" component="h2" sx={{ mb: 2, fontWeight: 600 }}>
        {t(`register.headings.${step}`)}
      </Typography>
      <View />
    </Box>
  );
}
