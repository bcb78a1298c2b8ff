/** A compact list of the demo accounts (role and e-mail), each with a button filling the form. */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TDemoAccountsResponse } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import type { DemoAccountsProps } from './demo-accounts.tsx';

export interface DemoAccountsPanelProps extends DemoAccountsProps {
  accounts: TDemoAccountsResponse['accounts'];
  password: string;
}

export default function DemoAccountsPanel({ accounts, password, onUse }: DemoAccountsPanelProps) {
  const { t } = useTranslation('auth');
  return (
    <Alert severity="info" icon={false} sx={{ mb: 3, '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>{t('demo.title')}</AlertTitle>
      {password ? (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('demo.password')}{' '}
          <Box component="code" dir="ltr" sx={{ fontWeight: 600 }}>
            {password}
          </Box>
        </Typography>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
        {accounts.map((account) => (
          <Box
            component="li"
            key={account.email}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
          >
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                {account.role}
              </Typography>
              <Typography
                variant="caption"
                component="p"
                dir="ltr"
                noWrap
                sx={{ textAlign: 'start' }}
              >
                {account.email}
              </Typography>
            </Box>
            <Button
              size="small"
              variant="outlined"
              onClick={() => onUse({ email: account.email, password })}
              aria-label={t('demo.use', { role: account.role })}
            >
              {t('demo.useShort')}
            </Button>
          </Box>
        ))}
      </Box>
    </Alert>
  );
}
