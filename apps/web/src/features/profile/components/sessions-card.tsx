/** "Signed-in devices": where the account is signed in, with "This device" marked. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import type { TProfileSession } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { ownWords, QueryContent } from '@/components/detail';
import { EmptyState } from '@/components/feedback/index.ts';
import { useNotify } from '@/lib/notifications.tsx';
import {
  useRevokeOtherSessionsMutation,
  useRevokeSessionMutation,
  useSessionsQuery,
} from '../api/sessions.ts';
import { SectionCard } from './section-card.tsx';
import { errorMessage } from '@/lib/form-errors.ts';

function useDateTime() {
  const { i18n } = useTranslation('profile');
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (iso: string) => format.format(new Date(iso));
}

function SessionRow({ session }: { session: TProfileSession }) {
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const formatDate = useDateTime();
  const revoke = useRevokeSessionMutation();
  const device = session.device_name || t('sessions.unknownDevice');

  const handleRevoke = () => {
    revoke.mutate(session.id, {
      onSuccess: () => notify.success(t('sessions.revoked', { device })),
      onError: (error) => notify.error(errorMessage(error, t('errors.generic'))),
    });
  };

  return (
    <ListItem
      divider
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, px: 0, alignItems: 'center' }}
    >
      <DevicesOutlined color="action" aria-hidden />
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{device}</Typography>
          {session.current ? (
            <Chip size="small" color="success" label={t('sessions.thisDevice')} />
          ) : null}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {session.last_used_at
            ? t('sessions.lastUsed', { date: formatDate(session.last_used_at) })
            : t('sessions.signedIn', { date: formatDate(session.created_at) })}
        </Typography>
      </Box>
      {session.current ? null : (
        <Button
          size="small"
          color="error"
          onClick={handleRevoke}
          loading={revoke.isPending}
          aria-label={t('sessions.revokeNamed', { device })}
        >
          {t('sessions.revoke')}
        </Button>
      )}
    </ListItem>
  );
}

export function SessionsCard() {
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const query = useSessionsQuery();
  const revokeOthers = useRevokeOtherSessionsMutation();
  const others = (query.data?.sessions ?? []).filter((session) => !session.current).length;

  const handleRevokeOthers = () => {
    revokeOthers.mutate(undefined, {
      onSuccess: (response) =>
        notify.success(t('sessions.othersRevoked', { count: response.revoked })),
      onError: (error) => notify.error(errorMessage(error, t('errors.generic'))),
    });
  };

  return (
    <SectionCard
      section="sessions"
      action={
        <Button
          variant="outlined"
          color="error"
          onClick={handleRevokeOthers}
          disabled={others === 0}
          loading={revokeOthers.isPending}
        >
          {t('sessions.revokeOthers')}
        </Button>
      }
    >
      <QueryContent
        query={query}
        texts={{ loading: t('sessions.loading'), failed: t('sessions.loadFailed') }}
        describeError={ownWords}
        isEmpty={(data) => data.sessions.length === 0}
        empty={<EmptyState icon={<DevicesOutlined />} title={t('sessions.empty')} />}
      >
        {(data) => (
          <List disablePadding aria-label={t('sessions.title')}>
            {data.sessions.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </List>
        )}
      </QueryContent>
    </SectionCard>
  );
}
