/** "Signature": the saved signature (printed on job sheets), with the dialog to add or change it. */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import type { TProfile } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { RemoveImageButton } from './remove-image-button.tsx';
import { SectionCard } from './section-card.tsx';
import { SignatureDialog } from './signature-dialog.tsx';

export function SignatureCard({ profile }: { profile: TProfile }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  // A new key per opening: each attempt starts from a blank pad.
  const [attempt, setAttempt] = useState(0);
  const { signature } = profile;

  return (
    <SectionCard
      section="signature"
      action={
        <>
          <Button
            variant="outlined"
            startIcon={<DrawOutlined />}
            onClick={() => {
              setAttempt((value) => value + 1);
              setOpen(true);
            }}
          >
            {signature ? t('signature.change') : t('signature.add')}
          </Button>
          {signature ? <RemoveImageButton image="signature" /> : null}
        </>
      }
    >
      {signature ? (
        <Box
          sx={{
            bgcolor: '#ffffff',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            p: 2,
            display: 'flex',
            justifyContent: 'center',
          }}
        >
          <Box
            component="img"
            src={signature.url}
            alt={t('signature.alt')}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: 140, objectFit: 'contain' }}
          />
        </Box>
      ) : (
        <Typography color="text.secondary">{t('signature.none')}</Typography>
      )}
      <SignatureDialog key={attempt} open={open} onClose={() => setOpen(false)} />
    </SectionCard>
  );
}
