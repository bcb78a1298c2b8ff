/** Invite several people at once, each by e-mail with a role (POST /v1/auth/invite-team). */
import { MAX_INVITATIONS_PER_REQUEST, type TRole } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  FormDialog,
  InvitationRows,
  useFieldMessageIn,
  useServerForm,
} from '@/components/form/index.ts';
import { useAbility } from '@/lib/ability.ts';
import { useBuiltInName } from '@/lib/built-in-name.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { EMAIL_PATTERN } from '@/lib/validation.ts';
import { useInviteUsersMutation } from '../api/invitations.ts';

const ZInviteUsersForm = z.object({
  invitations: z
    .array(
      z.object({
        email: z
          .string()
          .trim()
          .min(1, { message: 'invite.emailRequired' })
          .regex(EMAIL_PATTERN, { message: 'invite.emailInvalid' }),
        role: z.string().min(1, { message: 'invite.roleRequired' }),
      }),
    )
    .min(1)
    .max(MAX_INVITATIONS_PER_REQUEST),
});

const INVITATION_FIELD = /^invitations\.\d+\.(email|role)$/;

export interface InviteUsersDialogProps {
  roles: TRole[];
  onClose: () => void;
}

export function InviteUsersDialog({ roles, onClose }: InviteUsersDialogProps) {
  const { t } = useTranslation('access');
  const roleName = useBuiltInName('access');
  const notify = useNotify();
  const ability = useAbility();
  const invite = useInviteUsersMutation();
  const message = useFieldMessageIn('access');
  // A role is offered when the inviter holds every right it gives; it is sent by name.
  const offered = roles
    .filter((role) => role.rules.every((r) => ability.can(r.action, r.subject)))
    .map((role) => ({ id: role.name, name: roleName(role), key: role.key }));
  const defaultRole = (offered.find((role) => role.key === 'technician') ?? offered[0])?.id ?? '';
  const { control, dialog } = useServerForm({
    schema: ZInviteUsersForm,
    defaultValues: { invitations: [{ email: '', role: defaultRole }] },
    serverFields: (key) =>
      INVITATION_FIELD.test(key) ? (key as `invitations.${number}.email`) : undefined,
    failure: t('errors.generic'),
    alwaysDescribe: true,
    onValid: async ({ invitations }) => {
      const result = await invite.mutateAsync({ invitations });
      notify.success(t('invite.sent', { count: result.sent }));
      onClose();
    },
  });

  return (
    <FormDialog
      {...dialog}
      onClose={onClose}
      title={t('invite.title')}
      submitLabel={t('invite.submit')}
      compact
    >
      <InvitationRows
        control={control}
        message={message}
        text={(key, number) => t(`invite.${key}`, { number })}
        roles={offered}
        defaultRole={defaultRole}
        max={MAX_INVITATIONS_PER_REQUEST}
      />
    </FormDialog>
  );
}
