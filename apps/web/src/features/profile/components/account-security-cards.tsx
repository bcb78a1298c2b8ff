/** "Email" and "Password": the current address and the dialogs that change them. */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TProfile } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { ChangeEmailDialog } from './change-email-dialog.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { SectionCard } from './section-card.tsx';
import { Ltr } from '@/lib/bidi.tsx';

export function EmailCard({ profile }: { profile: TProfile }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  // A new key per opening: each attempt starts from an empty form.
  const [attempt, setAttempt] = useState(0);
  const handleOpen = () => {
    setAttempt((value) => value + 1);
    setOpen(true);
  };
  return (
    <SectionCard
      section="email"
      action={
        <Button variant="outlined" onClick={handleOpen}>
          {t('email.change')}
        </Button>
      }
    >
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        <Ltr>{profile.email}</Ltr>
      </Typography>
      <ChangeEmailDialog
        key={attempt}
        open={open}
        currentEmail={profile.email}
        onClose={() => setOpen(false)}
      />
    </SectionCard>
  );
}

export function PasswordCard() {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  return (
    <SectionCard
      section="password"
      action={
        <Button variant="outlined" onClick={() => setOpen(true)}>
          {t('password.change')}
        </Button>
      }
    >
      <ChangePasswordDialog open={open} onClose={() => setOpen(false)} />
    </SectionCard>
  );
}
