/**
 * The Forms tab of a ticket: the checklists filled on it (each opens here, under the list, or on
 * its own page), "Fill a checklist" to start one from a published template, and the forms whose
 * failing answer opened this ticket.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Add from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { EmptyLine } from '@/components/detail';
import { ErrorState, LoadingState } from '@/components/feedback';
import { DetailCard } from '@/components/layout';
import { useAbility } from '@/lib/ability.ts';
import { Ltr } from '@/lib/bidi.tsx';
import { useFormsQuery } from '../api/list-forms.ts';
import { FormStatusChip, ResultChip } from '../components/form-chips.tsx';
import { InlineForm } from './inline-form.tsx';
import { OpenedByForm } from './opened-by-forms.tsx';
import { StartFormDialog } from './start-form-dialog.tsx';

export interface TicketFormsPanelProps {
  ticketId: string;
  /** The caller works on the ticket (may start its forms). */
  canWork: boolean;
}

export function TicketFormsPanel({ ticketId, canWork }: TicketFormsPanelProps) {
  const { t } = useTranslation('forms');
  const ability = useAbility();
  const forms = useFormsQuery({
    ticket_id: ticketId,
    per_page: 50,
    sort: 'created_at',
    order: 'desc',
  });
  const opened = useFormsQuery({ opened_ticket_id: ticketId, per_page: 20 });
  const [starting, setStarting] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const rows = forms.data?.data ?? [];
  const canStart = canWork && ability.can('add', 'forms');

  return (
    <Stack spacing={3}>
      <DetailCard
        title={t('ticket.title')}
        action={
          canStart ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => setStarting(true)}>
              {t('ticket.fill')}
            </Button>
          ) : null
        }
      >
        {forms.isPending ? (
          <LoadingState label={t('ticket.loading')} />
        ) : forms.isError ? (
          <ErrorState message={t('ticket.loadFailed')} onRetry={() => void forms.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyLine>{t('ticket.none')}</EmptyLine>
        ) : (
          <List aria-label={t('ticket.title')} disablePadding>
            {rows.map((form) => (
              <ListItem key={form.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={paths.forms.detail(form.id)}>
                      <Ltr>{form.number}</Ltr>
                    </Link>
                  }
                  secondary={t('list.templateVersion', {
                    name: form.template.name,
                    version: form.template.version,
                  })}
                />
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <FormStatusChip status={form.status} />
                  <ResultChip result={form.result} />
                  <Button
                    onClick={() => setOpenId(openId === form.id ? null : form.id)}
                    aria-expanded={openId === form.id}
                    aria-label={t(
                      openId === form.id ? 'ticket.closeHereLabel' : 'ticket.openHereLabel',
                      {
                        number: form.number,
                      },
                    )}
                  >
                    {openId === form.id ? t('ticket.closeHere') : t('ticket.openHere')}
                  </Button>
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
      </DetailCard>
      {openId ? <InlineForm id={openId} onClose={() => setOpenId(null)} /> : null}
      {opened.data && opened.data.data.length > 0 ? (
        <DetailCard title={t('ticket.openedTitle')}>
          <List disablePadding aria-label={t('ticket.openedTitle')}>
            {opened.data.data.map((form) => (
              <OpenedByForm key={form.id} form={form} ticketId={ticketId} />
            ))}
          </List>
        </DetailCard>
      ) : null}
      {starting ? (
        <StartFormDialog
          ticketId={ticketId}
          onClose={() => setStarting(false)}
          onStarted={(form) => {
            setStarting(false);
            setOpenId(form.id);
          }}
        />
      ) : null}
    </Stack>
  );
}
