/** A contractor company in a side panel: details, contacts, documents and its users. */
import { useId } from 'react';
import type { TContractorDetail } from '@mainstay/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { EmailLink, PhoneLink } from '@/components/detail';
import { ErrorState, LoadingState } from '@/components/feedback/index.ts';
import { useAbility } from '@/lib/ability.ts';
import { Isolated, Ltr } from '@/lib/bidi.tsx';
import { useContractorQuery } from '../../api/get-contractor.ts';
import { useFormatDate, useFormatMoney } from '../format.ts';
import { ContractorDocuments } from './contractor-documents.tsx';
import { InviteUserForm } from './invite-user-form.tsx';

export interface ContractorDrawerProps {
  contractorId: string | null;
  onClose: () => void;
  onEdit: (contractor: TContractorDetail) => void;
}

export function ContractorDrawer({ contractorId, onClose, onEdit }: ContractorDrawerProps) {
  const { t } = useTranslation('team');
  const titleId = useId();
  const query = useContractorQuery(contractorId);
  return (
    <Drawer
      anchor="right"
      open={contractorId !== null}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 560 }, maxWidth: '100%' },
          'aria-labelledby': titleId,
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2, pb: 1 }}>
        <Typography
          id={titleId}
          component="h2"
          variant="h5"
          sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {query.data?.company_name ?? t('contractors.detailTitle')}
        </Typography>
        <IconButton aria-label={t('actions.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ p: 2, pt: 0 }}>
        {query.isPending ? (
          <LoadingState label={t('contractors.loadingOne')} />
        ) : query.isError ? (
          <ErrorState message={t('errors.loadFailed')} onRetry={() => void query.refetch()} />
        ) : (
          <ContractorDetails contractor={query.data} onEdit={() => onEdit(query.data)} />
        )}
      </Box>
    </Drawer>
  );
}

function ContractorDetails({
  contractor,
  onEdit,
}: {
  contractor: TContractorDetail;
  onEdit: () => void;
}) {
  const { t } = useTranslation('team');
  const ability = useAbility();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  const canWrite = ability.can('write', 'Contractor');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Chip
          size="small"
          color={contractor.status === 'active' ? 'success' : 'default'}
          label={t(`contractors.statuses.${contractor.status}`)}
        />
        {contractor.trades.map((trade) => (
          <Chip key={trade} size="small" variant="outlined" label={<Isolated>{trade}</Isolated>} />
        ))}
        {canWrite ? (
          <Button size="small" onClick={onEdit} sx={{ marginInlineStart: 'auto' }}>
            {t('actions.edit')}
          </Button>
        ) : null}
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.75,
          m: 0,
        }}
      >
        <Field label={t('contractorDialog.phone')}>
          {contractor.phone ? <PhoneLink phone={contractor.phone} /> : '—'}
        </Field>
        <Field label={t('contractorDialog.email')}>
          {contractor.email ? <EmailLink email={contractor.email} /> : '—'}
        </Field>
        <Field label={t('contractorDialog.address')}>{contractor.address ?? '—'}</Field>
        <Field label={t('contractorDialog.hourlyRate')}>
          {contractor.hourly_rate === null
            ? '—'
            : formatMoney(contractor.hourly_rate, contractor.currency)}
        </Field>
      </Box>
      {contractor.notes ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {contractor.notes}
        </Typography>
      ) : null}

      <Section title={t('contractorDialog.contacts')}>
        {contractor.contacts.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('contractorDialog.noContacts')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
            {contractor.contacts.map((contact, index) => (
              <li key={`${contact.name}-${index}`}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {contact.name}
                  {contact.role ? ` · ${contact.role}` : ''}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
                  {contact.phone ? <PhoneLink variant="body2" phone={contact.phone} /> : null}
                  {contact.email ? <EmailLink variant="body2" email={contact.email} /> : null}
                </Box>
              </li>
            ))}
          </Box>
        )}
      </Section>

      <Section title={t('documents.title')}>
        <ContractorDocuments contractorId={contractor.id} canWrite={canWrite} />
      </Section>

      <Section title={t('contractors.users')}>
        {contractor.users.length === 0 && contractor.pending_invitations.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('contractors.noUsers')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
            {contractor.users.map((user) => (
              <Typography component="li" variant="body2" key={user.id}>
                <Isolated>{user.name}</Isolated> · <Ltr>{user.email}</Ltr>
              </Typography>
            ))}
            {contractor.pending_invitations.map((invitation) => (
              <Typography
                component="li"
                variant="body2"
                color="text.secondary"
                key={invitation.email}
              >
                {t('contractors.pendingInvitation', {
                  email: invitation.email,
                  date: formatDate(invitation.expires_at.slice(0, 10)),
                })}
              </Typography>
            ))}
          </Box>
        )}
        {ability.can('add', 'Contractor') ? (
          <Box sx={{ mt: 2 }}>
            <InviteUserForm contractorId={contractor.id} companyName={contractor.company_name} />
          </Box>
        ) : null}
      </Section>
    </Box>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section">
      <Divider sx={{ mb: 2 }} />
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
