/**
 * "Invite people" wherever people are listed (the Team page): opens the invitation dialog of
 * Organisation > Users, with the roles the inviter may give. Shown to those who may invite.
 */
import { Suspense, useState } from 'react';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/lib/ability.ts';
import { useRolesQuery } from '../api/roles.ts';
import { InviteUsersDialog } from './invite-users-dialog.tsx';

function InvitePeopleButtonContent() {
  const { t } = useTranslation('access');
  const roles = useRolesQuery();
  const [inviting, setInviting] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<PersonAddOutlined />}
        onClick={() => setInviting(true)}
        disabled={!roles.data}
      >
        {t('invite.open')}
      </Button>
      {inviting && roles.data ? (
        <InviteUsersDialog roles={roles.data.data} onClose={() => setInviting(false)} />
      ) : null}
    </>
  );
}

export function InvitePeopleButton() {
  const ability = useAbility();
  if (!ability.can('write', 'organisation')) return null;
  // The access words load on demand; the header shows the button once they are here.
  return (
    <Suspense fallback={null}>
      <InvitePeopleButtonContent />
    </Suspense>
  );
}
